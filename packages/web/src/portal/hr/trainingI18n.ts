/**
 * UI texts of the training page (TrainingPage.tsx), kept beside it and added to the shared
 * catalogue when its chunk loads: a page's texts travel with its code, not with the first load
 * every page shares (docs/performance.md).
 */
import { addTexts } from '../../i18n';

export const trainingVi = {
  'training.upcoming': 'Khoá đào tạo sắp diễn ra',
  'training.more': 'Xem thêm',
  'training.less': 'Thu gọn',
  'training.loadFailed': 'Không tải được dữ liệu đào tạo',
  'training.noUpcoming': 'Hiện chưa có khoá đào tạo nào dành cho bạn',
  'training.mode.OFFLINE': 'Tại lớp',
  'training.mode.ONLINE': 'Trực tuyến',
  'training.mode.BLENDED': 'Kết hợp',
  'training.join': 'Vào lớp trực tuyến',
  'training.seatsLeft': 'Còn {{n}}/{{capacity}} chỗ',
  'training.certificate': 'Chứng chỉ',
  'training.enrolledTag': 'Đã đăng ký',
  'training.withdraw': 'Huỷ đăng ký',
  'training.withdrawConfirm': 'Huỷ đăng ký khoá học này?',
  'training.enrol': 'Đăng ký',
  'training.full': 'Đã đủ chỗ',
  'training.history': 'Lịch sử đào tạo của tôi',
  'training.noHistory': 'Bạn chưa tham gia khoá đào tạo nào',
  'training.course': 'Khoá học',
  'training.enrolment': 'Đăng ký',
  'training.enrolmentOf.ENROLLED': 'Đã đăng ký',
  'training.enrolmentOf.CANCELLED': 'Đã huỷ',
  'training.attendance': 'Điểm danh',
  'training.attendanceOf.UNKNOWN': 'Chưa điểm danh',
  'training.attendanceOf.PRESENT': 'Có mặt',
  'training.attendanceOf.ABSENT': 'Vắng',
  'training.result': 'Kết quả',
  'training.resultOf.PENDING': 'Chưa có',
  'training.resultOf.PASSED': 'Đạt',
  'training.resultOf.FAILED': 'Không đạt',
} as const;

export const trainingEn: Record<keyof typeof trainingVi, string> = {
  'training.upcoming': 'Upcoming training',
  'training.more': 'More',
  'training.less': 'Less',
  'training.loadFailed': 'Could not load training',
  'training.noUpcoming': 'No course is open to you at the moment',
  'training.mode.OFFLINE': 'In person',
  'training.mode.ONLINE': 'Online',
  'training.mode.BLENDED': 'Blended',
  'training.join': 'Join online',
  'training.seatsLeft': '{{n}} of {{capacity}} seats left',
  'training.certificate': 'Certificate',
  'training.enrolledTag': 'Enrolled',
  'training.withdraw': 'Withdraw',
  'training.withdrawConfirm': 'Withdraw from this course?',
  'training.enrol': 'Enrol',
  'training.full': 'Full',
  'training.history': 'My training history',
  'training.noHistory': 'You have not taken any course yet',
  'training.course': 'Course',
  'training.enrolment': 'Enrolment',
  'training.enrolmentOf.ENROLLED': 'Enrolled',
  'training.enrolmentOf.CANCELLED': 'Withdrawn',
  'training.attendance': 'Attendance',
  'training.attendanceOf.UNKNOWN': 'Not taken',
  'training.attendanceOf.PRESENT': 'Present',
  'training.attendanceOf.ABSENT': 'Absent',
  'training.result': 'Result',
  'training.resultOf.PENDING': 'Pending',
  'training.resultOf.PASSED': 'Passed',
  'training.resultOf.FAILED': 'Not passed',
};

addTexts(trainingVi, trainingEn);
