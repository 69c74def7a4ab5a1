/**
 * A single select whose control (antd's Select with its virtual list and styles, about 23 KB
 * compressed) loads when it is first used (issue 35, docs/performance.md "Inner pages to 330 KB,
 * part 4"). Until then a stand-in of the same look shows the chosen option's label (or the
 * placeholder). Pointing at it starts the download; tabbing into it too and, once the code is there,
 * the real select takes its place (keeping the focus); a press, a tap, Enter, Space or an arrow key
 * on the stand-in shows the real select open and focused.
 */
import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { type CSSProperties, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import './lazyPicker.css';

const load = () => import('./SelectReal');
const Real = lazy(() => load().then((m) => ({ default: m.SelectReal })));

type Value = string | number;
type Props<V extends Value> = {
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  options: { value: V; label: ReactNode }[];
  placeholder?: ReactNode;
  allowClear?: boolean;
  showSearch?: boolean;
  optionFilterProp?: string;
  loading?: boolean;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'data-testid'?: string;
};

export function LazySelect<V extends Value>(props: Props<V>) {
  const { value, options, placeholder, className, style } = props;
  const hasValue = !(value === undefined || value === null || value === '');
  // null: the stand-in; 'ready': the real select, closed; 'open': the real select, open. A select
  // that starts with a value it may clear is real from the start (its clear button shows on hover).
  const [mode, setMode] = useState<null | 'ready' | 'open'>(props.allowClear && hasValue ? 'ready' : null);
  const wasFocused = useRef(false);
  const warm = () => void load().catch(() => undefined);
  const open = () => {
    wasFocused.current = true;
    setMode('open');
  };
  const shown = hasValue ? (options.find((o) => o.value === value)?.label ?? String(value)) : undefined;
  const standIn = (
    <button
      type="button"
      className={`lazy-select${className ? ` ${className}` : ''}`}
      style={style}
      aria-label={props['aria-label']}
      aria-haspopup="listbox"
      aria-expanded={false}
      data-testid={props['data-testid']}
      onPointerEnter={warm}
      onFocus={(e) => {
        warm();
        // Tabbed into: the real select takes its place once loaded, keeping the focus.
        if (e.currentTarget.matches(':focus-visible'))
          void load()
            .then(() => {
              wasFocused.current = true;
              setMode((m) => m ?? 'ready');
            })
            .catch(() => undefined);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          open();
        }
      }}
      // As antd's select, a mouse opens it on press (a touch on the tap, not when a swipe starts).
      onPointerDown={(e) => {
        if (e.pointerType === 'mouse' && e.button === 0) open();
      }}
      onClick={open}
    >
      {shown === undefined ? <span className="lazy-select__placeholder">{placeholder}</span> : <span className="lazy-select__value">{shown}</span>}
      {props.loading ? <LoadingOutlined spin className="lazy-select__arrow" /> : <DownOutlined className="lazy-select__arrow" />}
    </button>
  );
  if (mode === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Real
        value={value ?? undefined}
        onChange={(v) => props.onChange?.((v ?? undefined) as V | undefined)}
        options={options}
        placeholder={placeholder}
        allowClear={props.allowClear}
        showSearch={props.showSearch}
        optionFilterProp={props.optionFilterProp}
        loading={props.loading}
        className={className}
        style={style}
        aria-label={props['aria-label']}
        data-testid={props['data-testid']}
        autoFocus={wasFocused.current}
        defaultOpen={mode === 'open'}
      />
    </Suspense>
  );
}
