/**
 * Permission subjects and actions (spec §6). A role grants, per subject, the actions view, edit,
 * approve and view all; the ability list sent to clients is `{ action, subject, conditions? }`.
 */
import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export const SUBJECTS = [
  'NEWS',
  'DIGITAL_LIBRARY',
  'ADVERTISING_BANNER',
  'ACCOUNT_MANAGEMENT',
  'ASK_ANSWER',
  'PERMISSION',
  'SETTING',
  'ALBUMS',
  'VIDEOS',
  'SETTING_NEW',
  'SETTING_LOGIN',
  'SEARCH_DOCUMENT',
  'SETTING_SEARCH_DOCUMENT',
  'SETTING_ICON_SOCIAL',
  'DOCUMENT_LOOKUP',
  'MENU_UTILITIES',
  'BOOKING_ROOM',
  'TIME_KEEPING',
  'HUMAN_RESOURCE_MANAGEMENT',
  'SYNCHRONIZED_MANAGEMENT',
  'INTERNAL_ACTIVITY',
  'TRADE_MARK',
  'MARKETING',
  'TECHNICAL_SUPPORT',
  'OFFICE',
  'ABOUT_THACO',
  'CULTURE_THACO',
  'USAGE_POLICY',
  'TERMS_OF_USE',
  'PROCESS_FORMATION_DEVELOP',
  'MESSAGE_OF_BOD',
  'GREETTING_CARD',
] as const;
/** `Auth` is what a user with no rules may read (spec §6); `all` is CASL's wildcard. */
export type Subject = (typeof SUBJECTS)[number] | 'Auth' | 'all';

export const ACTIONS = ['view', 'edit', 'approve', 'viewAll'] as const;
/** `manage` is CASL's wildcard action, held by the built-in Admin role. */
export type Action = (typeof ACTIONS)[number] | 'manage' | 'read';

export type AbilityRule = RawRuleOf<MongoAbility<[Action, Subject]>>;
export type AppAbility = MongoAbility<[Action, Subject]>;

/** Builds the ability from a rule list; with no rules the user may only read Auth (spec §6). */
export function buildAbility(rules: AbilityRule[]): AppAbility {
  if (rules.length === 0) {
    const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
    can('read', 'Auth');
    return build();
  }
  return createMongoAbility<[Action, Subject]>(rules);
}

/** "view all" implies "view"; "edit" and "approve" imply "view" of the same subject. */
export function canDo(ability: AppAbility, action: Action, subject: Subject): boolean {
  if (ability.can(action, subject)) return true;
  if (action === 'view') return ability.can('viewAll', subject) || ability.can('edit', subject) || ability.can('approve', subject);
  return false;
}
