/** antd's Select, in a chunk of its own: LazySelect.tsx loads it when it is first used. */
import { Select } from 'antd';

export const SelectReal = Select;
