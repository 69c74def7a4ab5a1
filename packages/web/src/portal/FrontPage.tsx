import type { FrontPage as FrontPageDef } from '@portal/domain';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyRegion, PageFrame } from '../ui/PageFrame';
import { AboutThacoPage, CulturePage, EstablishmentPage, IntroduceAboutPage } from './content/AboutPages';
import { DigitalLibraryPage, MarketingPage, ShopPage, TechnicalSupportPage, TrademarkPage } from './content/BrandPages';
import { DashboardPage } from './content/DashboardPage';
import { DocumentsPage } from './content/DocumentsPage';
import { DirectoryPage, HrIntroducePage } from './hr/DirectoryPage';
import { HrTasksPage } from './hr/HrTasksPage';
import { LeavePage } from './hr/LeavePage';
import { MyTimekeepingPage, TimesheetPage } from './hr/TimekeepingPage';
import { TrainingPage } from './hr/TrainingPage';
import { RecruitmentPage } from './hr/RecruitmentPage';
import { BookingPage } from './administration/BookingPage';
import { AdministrativePage, MealPage, StationeryPage } from './administration/ServicesPages';
import { ActivitiesPage } from './activities/ActivitiesPage';
import { FeedbackPage } from './activities/FeedbackPage';
import { BoardMessagePage, ChairmanMessagePage, NewYearMessagesPage, PolicyPage } from './content/MessagePages';

/** Pages whose content exists already (released group content); every other front-site route shows its frame with an empty state. */
const CONTENT: Record<string, () => React.ReactNode> = {
  '/about-thaco': () => <AboutThacoPage />,
  '/introduce/about': () => <IntroduceAboutPage />,
  '/introduce/message': () => <BoardMessagePage />,
  '/introduce/culture': () => <CulturePage />,
  '/thaco-culture': () => <CulturePage withSong />,
  '/chairmans-message': () => <ChairmanMessagePage />,
  '/chairmans-new-year-messages': () => <NewYearMessagesPage />,
  '/establishment-and-development': () => <EstablishmentPage />,
  '/terms-of-use': () => <PolicyPage path="terms-of-use" />,
  '/usage-policy': () => <PolicyPage path="usage-policy" />,
  '/trademark': () => <TrademarkPage />,
  '/marketing': () => <MarketingPage />,
  '/technical-support': () => <TechnicalSupportPage />,
  '/ecommerce/emart': () => <ShopPage shop="EMART" />,
  '/ecommerce/bka': () => <ShopPage shop="BKA" />,
  '/media/digital': () => <DigitalLibraryPage />,
  '/dashboard': () => <DashboardPage />,
  '/media/phonebook': () => <DirectoryPage />,
  '/dashboard/contacts': () => <DirectoryPage />,
  '/human-resource/contacts': () => <DirectoryPage />,
  '/human-resource/introduce': () => <HrIntroducePage />,
  '/hr-tasks': () => <HrTasksPage />,
  '/human-resource/leave': () => <LeavePage />,
  '/human-resource/time-keeping': () => <MyTimekeepingPage />,
  '/timekeeping': () => <TimesheetPage />,
  '/human-resource/train': () => <TrainingPage />,
  '/human-resource/recruitment': () => <RecruitmentPage />,
  '/administration/meeting-room': () => <BookingPage kind="room" />,
  '/administration/service-car': () => <BookingPage kind="car" />,
  '/administrative': () => <AdministrativePage />,
  '/administration/rice': () => <MealPage />,
  '/administration/stationery': () => <StationeryPage />,
  '/documents': () => <DocumentsPage />,
  '/internal-activity': () => <ActivitiesPage />,
  '/dashboard/feedback': () => <FeedbackPage />,
  '/dashboard/search-document': () => <DocumentsPage />,
  '/look-up/notification': () => <DocumentsPage lookup="NOTIFICATION" />,
  '/look-up/regulation-procedures': () => <DocumentsPage lookup="REGULATION_PROCEDURE" />,
  '/look-up/form': () => <DocumentsPage lookup="FORM" />,
};

/** `content-<route slug>`: the test id of a page's main content region, e.g. content-introduce-about. */
export const contentTestId = (path: string): string => `content-${path.replace(/^\//, '').replace(/\//g, '-')}`;

export function FrontPage({ page }: { page: FrontPageDef }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const title = page.label[lang];
  const content = CONTENT[page.path];
  return (
    <PageFrame title={title} crumbs={[{ label: t(`section.${page.section}`) }, { label: title }]} intro={t(`intro.${page.section}`)}>
      {content ? (
        <div className="content-page" data-testid={contentTestId(page.path)}>
          {content()}
        </div>
      ) : (
        <Card className="content-card">
          <EmptyRegion title={t('empty.comingTitle')} description={t('empty.comingDescription', { page: title })} />
        </Card>
      )}
    </PageFrame>
  );
}
