/**
 * Greeting cards (issue 13): an INDIVIDUAL card names its recipients (the declared audience rule
 * shows it to them only), and when it is released (by the scheduler at its release time, or at
 * once) each recipient gets a notification that links to the portal home, where cards show.
 */
import { greetingCard } from '@portal/domain';
import { AppError } from '../../engine/errors.js';
import { type AfterTransitionHook, type BeforeChangeHook, defineModule } from '../../engine/module.js';
import { sendNotifications } from '../../notify/push.js';

const needsRecipients: BeforeChangeHook = async ({ data, existing }) => {
  const type = data.type ?? existing?.type;
  const staff = (Object.hasOwn(data, 'staff_ids') ? data.staff_ids : existing?.staff_ids) as number[] | null | undefined;
  if (type === 'INDIVIDUAL' && (!staff || staff.length === 0)) {
    throw new AppError(400, 'error.validation', {}, [{ field: 'staff_ids', key: 'validation.required' }], greetingCard);
  }
  return undefined;
};

const notifyRecipients: AfterTransitionHook = async ({ tx, row, to, ctx }) => {
  if (to !== 'PUBLISH' || row.type !== 'INDIVIDUAL') return;
  const ids = [...new Set(((row.staff_ids as number[] | null) ?? []).map(Number))];
  if (ids.length === 0) return;
  // Written with the release and pushed to the recipients' bells at commit (notify/push.ts).
  await sendNotifications(
    tx,
    ctx.now(),
    ids.map((recipient_id) => ({
      recipient_id,
      title: String(row.title),
      title_en: (row.title_en as string | null) ?? null,
      content: (row.content as string | null) ?? null,
      content_en: (row.content_en as string | null) ?? null,
      link: '/',
      source_type: 'GREETTING_CARD',
      source_id: Number(row.id),
    })),
  );
};

export const greetingCardModule = defineModule({ resource: greetingCard, hooks: { beforeChange: [needsRecipients], afterTransition: [notifyRecipients] } });


