/**
 * A long title in a card or a list row, cut at 75 characters at a space with an ellipsis (spec §9,
 * domain format.ts `truncate`); the whole title shows on hover.
 */
import { TRUNCATE_DEFAULT } from '@portal/domain/constants';
import { truncate } from '@portal/domain/format';

export function CutTitle({ text, max = TRUNCATE_DEFAULT }: { text: string | null | undefined; max?: number }) {
  const s = text ?? '';
  if (s.length <= max) return <>{s}</>;
  return (
    <span title={s}>
      {truncate(s, max)}
    </span>
  );
}
