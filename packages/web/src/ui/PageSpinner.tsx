import { Spin } from 'antd';

/** What a screen shows while its code or data loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  );
}
