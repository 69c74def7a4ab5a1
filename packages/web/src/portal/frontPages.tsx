import { FRONT_SITE_PAGES, type FrontPage as FrontPageDef } from '@portal/domain/resources/portal/menu';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../ui/PageLoading';

// Each front-site page loads its own area's code and nothing else: the content of a route is a
// dynamic import of its area module, so a new area adds a chunk of its own and never weighs on the
// other pages (issue "a web that loads per area"; docs/performance.md). A route not listed in
// CONTENT shows its frame with an empty state until its content exists. One loader per area module:
// each dynamic import carries the list of chunks it preloads, in the first load.
const aboutPages = () => import('./portal/AboutPages');
const introduceAboutPage = () => import('./portal/IntroduceAboutPage');
const messagePages = () => import('./portal/MessagePages');
const brandPages = () => import('./portal/BrandPages');
const dashboardPage = () => import('./portal/DashboardPage');
const directoryPage = () => import('./hr/DirectoryPage');
const hrIntroducePage = () => import('./hr/HrIntroducePage');
const hrTasksPage = () => import('./hr/HrTasksPage');
const leavePage = () => import('./hr/LeavePage');
const timekeepingPage = () => import('./hr/TimekeepingPage');
const timesheetPage = () => import('./hr/TimesheetPage');
const trainingPage = () => import('./hr/TrainingPage');
const recruitmentPage = () => import('./hr/RecruitmentPage');
const bookingPage = () => import('./administration/BookingPage');
const administrativePage = () => import('./administration/AdministrativePage');
const mealPage = () => import('./administration/MealPage');
const stationeryPage = () => import('./administration/StationeryPage');
const documentsPage = () => import('./portal/DocumentsPage');
const activitiesPage = () => import('./activities/ActivitiesPage');
const feedbackPage = () => import('./activities/FeedbackPage');

const CONTENT: Record<string, () => Promise<ReactNode>> = {
  '/about-thaco': () => aboutPages().then((m) => <m.AboutThacoPage />),
  '/introduce/about': () => introduceAboutPage().then((m) => <m.IntroduceAboutPage />),
  '/introduce/message': () => messagePages().then((m) => <m.BoardMessagePage />),
  '/introduce/culture': () => aboutPages().then((m) => <m.CulturePage />),
  '/thaco-culture': () => aboutPages().then((m) => <m.CulturePage withSong />),
  '/chairmans-message': () => messagePages().then((m) => <m.ChairmanMessagePage />),
  '/chairmans-new-year-messages': () => messagePages().then((m) => <m.NewYearMessagesPage />),
  '/establishment-and-development': () => aboutPages().then((m) => <m.EstablishmentPage />),
  '/terms-of-use': () => messagePages().then((m) => <m.PolicyPage path="terms-of-use" />),
  '/usage-policy': () => messagePages().then((m) => <m.PolicyPage path="usage-policy" />),
  '/trademark': () => brandPages().then((m) => <m.TrademarkPage />),
  '/marketing': () => brandPages().then((m) => <m.MarketingPage />),
  '/technical-support': () => brandPages().then((m) => <m.TechnicalSupportPage />),
  '/ecommerce/emart': () => brandPages().then((m) => <m.ShopPage shop="EMART" />),
  '/ecommerce/bka': () => brandPages().then((m) => <m.ShopPage shop="BKA" />),
  '/media/digital': () => brandPages().then((m) => <m.DigitalLibraryPage />),
  '/dashboard': () => dashboardPage().then((m) => <m.DashboardPage />),
  '/media/phonebook': () => directoryPage().then((m) => <m.DirectoryPage />),
  '/dashboard/contacts': () => directoryPage().then((m) => <m.DirectoryPage />),
  '/human-resource/contacts': () => directoryPage().then((m) => <m.DirectoryPage />),
  '/human-resource/introduce': () => hrIntroducePage().then((m) => <m.HrIntroducePage />),
  '/hr-tasks': () => hrTasksPage().then((m) => <m.HrTasksPage />),
  '/human-resource/leave': () => leavePage().then((m) => <m.LeavePage />),
  '/human-resource/time-keeping': () => timekeepingPage().then((m) => <m.MyTimekeepingPage />),
  '/timekeeping': () => timesheetPage().then((m) => <m.TimesheetPage />),
  '/human-resource/train': () => trainingPage().then((m) => <m.TrainingPage />),
  '/human-resource/recruitment': () => recruitmentPage().then((m) => <m.RecruitmentPage />),
  '/administration/meeting-room': () => bookingPage().then((m) => <m.BookingPage kind="room" />),
  '/administration/service-car': () => bookingPage().then((m) => <m.BookingPage kind="car" />),
  '/administrative': () => administrativePage().then((m) => <m.AdministrativePage />),
  '/administration/rice': () => mealPage().then((m) => <m.MealPage />),
  '/administration/stationery': () => stationeryPage().then((m) => <m.StationeryPage />),
  '/documents': () => documentsPage().then((m) => <m.DocumentsPage />),
  '/internal-activity': () => activitiesPage().then((m) => <m.ActivitiesPage />),
  '/dashboard/feedback': () => feedbackPage().then((m) => <m.FeedbackPage />),
  '/dashboard/search-document': () => documentsPage().then((m) => <m.DocumentsPage />),
  '/look-up/notification': () => documentsPage().then((m) => <m.DocumentsPage lookup="NOTIFICATION" />),
  '/look-up/regulation-procedures': () => documentsPage().then((m) => <m.DocumentsPage lookup="REGULATION_PROCEDURE" />),
  '/look-up/form': () => documentsPage().then((m) => <m.DocumentsPage lookup="FORM" />),
};

const loading = new Map<string, Promise<[typeof import('./FrontPage'), ReactNode]>>();
/** The page's frame and its content, fetched together (no waterfall), once (the warm-up may have started it). */
function loadPage(path: string) {
  let started = loading.get(path);
  if (!started) {
    started = Promise.all([import('./FrontPage'), CONTENT[path]?.()]);
    // A failed load is not kept: the next attempt fetches again.
    started.catch(() => loading.delete(path));
    loading.set(path, started);
  }
  return started;
}

/**
 * Starts loading a front-site page's code before the app's first render (app/warmUp.ts), so that
 * it downloads while the shell renders instead of after; nothing for other paths.
 */
export function preloadFrontPage(path: string): void {
  if (path !== '/' && FRONT_SITE_PAGES.some((p) => p.path === path)) void loadPage(path).catch(() => undefined);
}

/** The page's frame and its content are fetched together (no waterfall), then shown at once. */
function lazyPage(page: FrontPageDef): ComponentType {
  return lazy(async () => {
    const [{ FrontPage }, node] = await loadPage(page.path);
    return { default: () => <FrontPage page={page} content={node} /> };
  });
}

/** While a page's code loads: its frame as it will be (banner, breadcrumb, title) over a skeleton body. */
export function FrontPageLoading({ page }: { page: FrontPageDef }) {
  const { t, i18n } = useTranslation();
  const title = page.label[i18n.language === 'en' ? 'en' : 'vi'];
  return <PageLoading title={title} crumbs={[t(`section.${page.section}`), title]} intro={t(`intro.${page.section}`)} />;
}

/** The router's entries of the front-site pages other than the home. */
export const frontPageRoutes = FRONT_SITE_PAGES.filter((p) => p.path !== '/').map((p) => {
  const Page = lazyPage(p);
  return {
    path: p.path,
    element: (
      <Suspense fallback={<FrontPageLoading page={p} />}>
        <Page />
      </Suspense>
    ),
  };
});
