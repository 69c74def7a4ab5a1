/** antd's range picker, in a chunk of its own: LazyRangePicker.tsx loads it when it is first used. */
import { DatePicker } from 'antd';

export const RangePickerReal = DatePicker.RangePicker;
