/**
 * Training (issue 15, spec §1 /human-resource/train): courses (a class with its schedule, trainer,
 * place or online link, capacity and target units), staff enrolments (capacity enforced under a
 * lock of the course row, so two enrolments for the last seat cannot both win), attendance and the
 * result with its certificate.
 */
import { datetime, enumOf, flag, integer, longText, number, ref, refs, text, url, date } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const TRAINING = L('Đào tạo', 'Training');
const THROUGH_STAFF = { owner: { field: 'staff_id', through: { resource: 'staff', field: 'account_id' } }, unit: { field: 'staff_id', through: { resource: 'staff', field: 'unit_id' } } };

export const COURSE_STAGE = ['OPEN', 'CLOSED', 'FINISHED', 'CANCELLED'] as const;
export const COURSE_MODE = ['OFFLINE', 'ONLINE', 'BLENDED'] as const;

/** Training courses (/training-course): set up by HR. */
export const trainingCourse = defineResource({
  name: 'training_course',
  transfer: { isImport: true },
  path: 'training-course',
  label: L('Khoá đào tạo', 'Training course'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.training_courses',
  admin: { area: 'hr', group: TRAINING, order: 1, icon: 'read' },
  portalRoute: '/human-resource/train',
  titleField: 'title',
  sampleCount: 0,
  fields: {
    code: text({ max: 30, format: 'code', label: L('Mã lớp', 'Class code'), inList: true }),
    title: text({ required: true, max: 200, localized: true, label: L('Tên khoá học', 'Title'), inList: true }),
    description: longText({ max: 3000, localized: true, label: L('Nội dung', 'Description') }),
    trainer: text({ required: true, max: 150, label: L('Giảng viên', 'Trainer'), inList: true }),
    mode: enumOf(COURSE_MODE, {
      default: 'OFFLINE',
      label: L('Hình thức', 'Format'),
      inList: true,
      options: { OFFLINE: { label: L('Tại lớp', 'In person') }, ONLINE: { label: L('Trực tuyến', 'Online') }, BLENDED: { label: L('Kết hợp', 'Blended') } },
    }),
    start_time: datetime({ required: true, label: L('Bắt đầu', 'Starts'), inList: true }),
    end_time: datetime({ required: true, after: 'start_time', label: L('Kết thúc', 'Ends'), inList: true }),
    schedule: text({ max: 300, localized: true, label: L('Lịch học', 'Schedule') }),
    location: text({ max: 300, label: L('Địa điểm', 'Location') }),
    online_link: url({ label: L('Đường dẫn học trực tuyến', 'Online link') }),
    capacity: integer({ required: true, min: 1, max: 5000, default: 30, label: L('Số chỗ', 'Seats'), inList: true }),
    target_unit_ids: refs('organization', { max: 50, label: L('Đơn vị được tham gia', 'Open to units') }),
    hours: number({ scale: 1, min: 0, max: 1000, label: L('Số giờ', 'Hours') }),
    is_certificate: flag({ label: L('Cấp chứng chỉ', 'Certificate awarded'), inList: true }),
    stage: enumOf(COURSE_STAGE, {
      default: 'OPEN',
      label: L('Tình trạng', 'Stage'),
      inList: true,
      options: {
        OPEN: { label: L('Đang nhận đăng ký', 'Open for enrolment'), color: 'green' },
        CLOSED: { label: L('Đã đóng đăng ký', 'Enrolment closed'), color: 'gold' },
        FINISHED: { label: L('Đã kết thúc', 'Finished'), color: 'default' },
        CANCELLED: { label: L('Đã huỷ', 'Cancelled'), color: 'red' },
      },
    }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'start_time desc, id desc', sortable: ['start_time', 'title', 'capacity'], filters: ['stage', 'mode', 'start_time', 'is_certificate'], search: ['title', 'code', 'trainer'] },
  sample: (i) => {
    const start = Date.UTC(2031, 0, 6, 1) + i * 7 * 86_400_000;
    return {
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 7 * 3_600_000).toISOString(),
      trainer: ['ThS. Nguyễn Văn An', 'Trần Thị Bích', 'KS. Lê Quốc Cường'][i % 3],
      online_link: null,
      target_unit_ids: [],
    };
  },
});

export const ENROLMENT_STATE = ['ENROLLED', 'CANCELLED'] as const;
export const ATTENDANCE = ['UNKNOWN', 'PRESENT', 'ABSENT'] as const;
export const TRAINING_RESULT = ['PENDING', 'PASSED', 'FAILED'] as const;

/** Enrolments (/training-enrolment): staff enrol themselves (the course's routes); HR records attendance and results. */
export const trainingEnrolment = defineResource({
  name: 'training_enrolment',
  path: 'training-enrolment',
  label: L('Đăng ký đào tạo', 'Training enrolment'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.training_enrolments',
  admin: { area: 'hr', group: TRAINING, order: 2, icon: 'solution' },
  portalRoute: '/human-resource/train',
  titleField: 'note',
  sampleCount: 0,
  // Staff enrol themselves ("view" on HR); the module keeps them to their own enrolment and leaves attendance and results to HR.
  writeRight: 'view',
  fields: {
    course_id: ref('training_course', { required: true, onDelete: 'cascade', label: L('Khoá đào tạo', 'Course'), inList: true }),
    staff_id: ref('staff', { required: true, onDelete: 'cascade', label: L('Nhân sự', 'Staff member'), inList: true }),
    enrolment: enumOf(ENROLMENT_STATE, {
      default: 'ENROLLED',
      label: L('Đăng ký', 'Enrolment'),
      inList: true,
      options: { ENROLLED: { label: L('Đã đăng ký', 'Enrolled'), color: 'blue' }, CANCELLED: { label: L('Đã huỷ đăng ký', 'Cancelled'), color: 'default' } },
    }),
    attendance: enumOf(ATTENDANCE, {
      default: 'UNKNOWN',
      label: L('Điểm danh', 'Attendance'),
      inList: true,
      options: { UNKNOWN: { label: L('Chưa điểm danh', 'Not taken') }, PRESENT: { label: L('Có mặt', 'Present'), color: 'green' }, ABSENT: { label: L('Vắng', 'Absent'), color: 'red' } },
    }),
    result: enumOf(TRAINING_RESULT, {
      default: 'PENDING',
      label: L('Kết quả', 'Result'),
      inList: true,
      options: { PENDING: { label: L('Chưa có kết quả', 'Pending') }, PASSED: { label: L('Đạt', 'Passed'), color: 'green' }, FAILED: { label: L('Không đạt', 'Not passed'), color: 'red' } },
    }),
    score: number({ scale: 1, min: 0, max: 100, label: L('Điểm', 'Score') }),
    certificate_no: text({ max: 50, label: L('Số chứng chỉ', 'Certificate number'), inList: true }),
    certificate_date: date({ label: L('Ngày cấp chứng chỉ', 'Certificate date') }),
    note: text({ max: 300, label: L('Ghi chú', 'Note') }),
  },
  access: THROUGH_STAFF,
  constraints: [{ kind: 'unique', fields: ['course_id', 'staff_id'], errorField: 'course_id' }],
  actions: [
    {
      // A passed course with a certificate becomes a certificate in the staff file (education), once.
      name: 'recordCertificate',
      label: L('Ghi vào hồ sơ bằng cấp - chứng chỉ', 'Add to the education records'),
      right: 'edit',
      target: 'record',
      body: { qualification_id: ref('staff_setting_item', { required: true, where: { category: 'QUALIFICATION' }, label: L('Trình độ', 'Qualification') }) },
      successMessage: 'training.certificateRecorded',
    },
  ],
  list: { order: 'created_date desc, id desc', filters: ['course_id', 'staff_id', 'enrolment', 'attendance', 'result'], sortable: ['created_date', 'score'] },
});
