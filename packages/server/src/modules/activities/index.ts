/** Internal activities (members, polls, awards) and feedback / ask-and-answer. */
import type { ModuleDecl } from '../../engine/module.js';
import { externalGuestModule } from './external-guests.js';
import { feedbackCommentModule, feedbackModule } from './feedback.js';
import { internalActivityMemberModule, internalActivityModule } from './internal-activity.js';
import { pollModule } from './polls.js';

export const activityModules: readonly ModuleDecl[] = [internalActivityModule, internalActivityMemberModule, externalGuestModule, pollModule, feedbackModule, feedbackCommentModule];
