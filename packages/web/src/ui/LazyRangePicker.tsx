/**
 * A date range filter whose picker (antd's RangePicker, about 28 KB compressed) loads when it is
 * first used (issue 35, docs/performance.md "Inner pages to 330 KB, part 3"). Until then a stand-in
 * of the same look shows the range (or the placeholders): pointing at it or tabbing into it starts
 * the download, a click (Enter, Space) shows the real picker, open and focused.
 */
import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import './lazyPicker.css';

const load = () => import('./RangePickerReal');
const Real = lazy(() => load().then((m) => ({ default: m.RangePickerReal })));

type Props = {
  value: [Dayjs | null, Dayjs | null];
  onChange: (value: [Dayjs | null, Dayjs | null] | null) => void;
  placeholder: [string, string];
  format: string;
  allowEmpty?: [boolean, boolean];
  className?: string;
  'aria-label'?: string;
};

export function LazyRangePicker(props: Props) {
  const [isUsed, setUsed] = useState(false);
  const { value, placeholder, format, className } = props;
  const part = (d: Dayjs | null, hint: string) => (d ? <span className="lazy-picker__value">{d.format(format)}</span> : <span className="lazy-picker__placeholder">{hint}</span>);
  const standIn = (
    <button
      type="button"
      className={`lazy-picker${className ? ` ${className}` : ''}`}
      aria-label={props['aria-label'] ?? placeholder.join(' – ')}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setUsed(true)}
      data-testid="lazy-range-standin"
    >
      {part(value[0], placeholder[0])}
      <SwapRightOutlined className="lazy-picker__icon" />
      {part(value[1], placeholder[1])}
      <CalendarOutlined className="lazy-picker__icon" />
    </button>
  );
  if (!isUsed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Real
        className={className}
        format={format}
        allowEmpty={props.allowEmpty}
        placeholder={placeholder}
        value={value}
        onChange={(v) => props.onChange(v ? [v[0] ?? null, v[1] ?? null] : null)}
        autoFocus
        defaultOpen
      />
    </Suspense>
  );
}
