/**
 * Which portal pages a signed-in user may open (issue 38 item 11, "no dead ends"): one rule for the
 * server (the menus it sends, the search's page hits) and the web (the home's links, the header,
 * bookmarks), so a link is shown only to who the page's own reads do not refuse. A page needs
 * "view" on the subject of the records it reads; the unit timesheet needs "view all" on
 * TIME_KEEPING or people to manage (a fact the server knows: `isLineManager`). A path not listed
 * here (an external address, the news list's own subject is listed) is open to every signed-in user.
 */
import type { Action, AppAbility, Subject } from './permissions.js';
import { canDo } from './permissions.js';

export type PageFacts = { isLineManager?: boolean };
type Need = { action?: Action; subject: Subject } | ((ability: AppAbility, facts: PageFacts) => boolean);

const view = (subject: Subject): Need => ({ subject });

/** What each portal page's own reads need (checked against a user with no rights: the page's first 403). */
export const PORTAL_PAGE_NEEDS: Readonly<Record<string, Need>> = {
  '/introduce/about': view('ABOUT_THACO'),
  '/about-thaco': view('ABOUT_THACO'),
  '/introduce/message': view('MESSAGE_OF_BOD'),
  '/chairmans-message': view('MESSAGE_OF_BOD'),
  '/chairmans-new-year-messages': view('MESSAGE_OF_BOD'),
  '/introduce/culture': view('CULTURE_THACO'),
  '/thaco-culture': view('CULTURE_THACO'),
  '/establishment-and-development': view('PROCESS_FORMATION_DEVELOP'),
  '/terms-of-use': view('TERMS_OF_USE'),
  '/usage-policy': view('USAGE_POLICY'),
  '/media/digital': view('DIGITAL_LIBRARY'),
  '/ecommerce/emart': view('MARKETING'),
  '/ecommerce/bka': view('MARKETING'),
  '/marketing': view('MARKETING'),
  '/trademark': view('TRADE_MARK'),
  '/technical-support': view('TECHNICAL_SUPPORT'),
  '/administration/meeting-room': view('BOOKING_ROOM'),
  '/administration/rice': view('ADMINISTRATION'),
  '/administration/service-car': view('ADMINISTRATION'),
  '/administration/stationery': view('ADMINISTRATION'),
  '/administrative': view('ADMINISTRATION'),
  '/human-resource/leave': view('HUMAN_RESOURCE_MANAGEMENT'),
  '/human-resource/train': view('HUMAN_RESOURCE_MANAGEMENT'),
  '/human-resource/recruitment': view('HUMAN_RESOURCE_MANAGEMENT'),
  '/human-resource/time-keeping': view('TIME_KEEPING'),
  '/timekeeping': (ability, facts) => canDo(ability, 'viewAll', 'TIME_KEEPING') || (canDo(ability, 'view', 'TIME_KEEPING') && !!facts.isLineManager),
  '/documents': view('DOCUMENT_LOOKUP'),
  '/dashboard/search-document': view('DOCUMENT_LOOKUP'),
  '/look-up/notification': view('DOCUMENT_LOOKUP'),
  '/look-up/regulation-procedures': view('DOCUMENT_LOOKUP'),
  '/look-up/form': view('DOCUMENT_LOOKUP'),
  '/internal-activity': view('INTERNAL_ACTIVITY'),
  '/dashboard/feedback': view('ASK_ANSWER'),
  '/news': view('NEWS'),
};

/** The page part of a link (`/documents?id=3` → `/documents`; `/news/12` → `/news`). */
export function pagePath(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? link;
  if (path.startsWith('/news/')) return '/news';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** May this user open `link` (a portal path; anything else is not ours to judge and stays open)? */
export function canOpenPage(link: string | null | undefined, ability: AppAbility, facts: PageFacts = {}): boolean {
  if (!link?.startsWith('/')) return true;
  const need = PORTAL_PAGE_NEEDS[pagePath(link)];
  if (!need) return true;
  if (typeof need === 'function') return need(ability, facts);
  return canDo(ability, need.action ?? 'view', need.subject);
}
