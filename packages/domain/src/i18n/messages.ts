import type { Lang } from '../enums.js';

/**
 * Messages the server sends back (errors, validation) in both languages. Keys are shared with the
 * web, which adds its own UI catalogue on top. Every key must exist in both (a test checks).
 */
export const vi = {
  'error.badRequest': 'Yêu cầu không hợp lệ',
  'error.validation': 'Chưa nhập đầy đủ hoặc đúng thông tin bắt buộc',
  'error.notFound': 'Không tìm thấy dữ liệu',
  'error.routeNotFound': 'Không tìm thấy đường dẫn {path}',
  'error.unauthorized': 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn',
  'error.forbidden': 'Bạn không có quyền thực hiện thao tác này',
  'error.conflict': 'Dữ liệu đã tồn tại',
  'error.internal': 'Đã xảy ra lỗi khi {action}. Vui lòng thử lại',
  'error.payloadTooLarge': 'Dữ liệu gửi lên quá lớn',
  'error.unsupportedMediaType': 'Định dạng dữ liệu không được hỗ trợ',
  'error.transition': 'Không thể chuyển trạng thái từ {from} sang {to}',
  'error.noWorkflow': 'Dữ liệu này không có quy trình duyệt',
  'error.deleteFailed': 'Xoá không thành công, dữ liệu vẫn còn',
  'error.referenced': 'Không thể xoá vì dữ liệu đang được sử dụng',
  'error.invalidId': 'Mã định danh không hợp lệ',
  'error.notEditable': 'Không thể sửa dữ liệu ở trạng thái {status}',
  'error.staleStatus': 'Trạng thái đã được người khác thay đổi, vui lòng tải lại',
  'error.invalidOrder': 'Không thể sắp xếp theo trường {field}',
  'error.invalidFilter': 'Bộ lọc {field} không hợp lệ',
  'error.invalidQuery': 'Tham số {field} không hợp lệ',
  'auth.invalid': 'Tên đăng nhập hoặc mật khẩu không đúng',
  'auth.locked': 'Tài khoản đã bị khoá',
  'auth.inactive': 'Tài khoản chưa được kích hoạt hoặc đã ngừng hoạt động',
  'success.created': 'Tạo mới thành công',
  'success.updated': 'Cập nhật thành công',
  'success.deleted': 'Đã xoá',
  'success.status': 'Cập nhật trạng thái thành công',
  'validation.required': '{label} không được để trống',
  'validation.type': '{label} không đúng kiểu dữ liệu',
  'validation.maxLength': '{label} không được nhập quá {max} ký tự',
  'validation.minLength': '{label} phải có ít nhất {min} ký tự',
  'validation.min': '{label} phải lớn hơn hoặc bằng {min}',
  'validation.max': '{label} phải nhỏ hơn hoặc bằng {max}',
  'validation.integer': '{label} phải là số nguyên',
  'validation.number': '{label} phải là số',
  'validation.email': '{label} không đúng định dạng email',
  'validation.phone': '{label} không đúng định dạng số điện thoại',
  'validation.url': '{label} phải là địa chỉ web bắt đầu bằng {protocols}',
  'validation.youtube': '{label} phải là đường dẫn video YouTube',
  'validation.enum': '{label} phải là một trong các giá trị: {values}',
  'validation.date': '{label} không đúng định dạng ngày (YYYY-MM-DD)',
  'validation.datetime': '{label} không đúng định dạng ngày giờ',
  'validation.after': '{label} phải sau {other}',
  'validation.notBefore': '{label} không được trước {other}',
  'validation.future': '{label} phải sau thời điểm hiện tại',
  'validation.unknownField': 'Trường {field} không được hỗ trợ',
  'validation.maxItems': '{label} không được nhiều hơn {max} mục',
  'validation.minItems': '{label} phải có ít nhất {min} mục',
  'validation.unique': '{label} đã tồn tại',
  'validation.refNotFound': '{label} không tồn tại',
  'validation.capitalized': '{label} phải viết hoa chữ cái đầu và không chứa ký tự đặc biệt',
  'validation.latitude': '{label} phải nằm trong khoảng -90 đến 90',
  'validation.longitude': '{label} phải nằm trong khoảng -180 đến 180',
  'validation.json': '{label} không đúng định dạng',
  'media.noFile': 'Vui lòng chọn tệp để tải lên',
  'media.invalidType': 'Vui lòng chọn tệp đúng định dạng ({allowed})',
  'media.imageTooLarge': 'Dung lượng hình ảnh quá lớn (tối đa {max})',
  'media.tooLarge': 'Dung lượng tệp vượt quá giới hạn cho phép ({max})',
  'media.ratioInvalid': 'Hình ảnh không hợp tỉ lệ',
  'media.logoOnly': 'Chỉ được tải lên logo hoặc biểu tượng ({allowed})',
  'media.uploaded': 'Tải lên thành công',
  'media.tooMany': 'Chỉ được tải xuống tối đa {max} tệp một lần',
  'comment.sensitive': 'Bình luận chứa từ ngữ nhạy cảm',
} as const;

export type MessageKey = keyof typeof vi;

export const en: Record<MessageKey, string> = {
  'error.badRequest': 'Bad request',
  'error.validation': 'Not fully entered required information',
  'error.notFound': 'Not found',
  'error.routeNotFound': 'Route {path} not found',
  'error.unauthorized': 'You are not signed in or your session has expired',
  'error.forbidden': 'You do not have permission to do this',
  'error.conflict': 'The data already exists',
  'error.internal': 'Something went wrong while trying to {action}. Please try again',
  'error.payloadTooLarge': 'The request is too large',
  'error.unsupportedMediaType': 'Unsupported content type',
  'error.transition': 'Cannot change status from {from} to {to}',
  'error.noWorkflow': 'This record has no approval workflow',
  'error.deleteFailed': 'Delete failed, the item still exists',
  'error.referenced': 'Cannot delete: the item is still in use',
  'error.invalidId': 'Invalid id',
  'error.notEditable': 'Cannot edit a record in status {status}',
  'error.staleStatus': 'The status was changed by someone else; please reload',
  'error.invalidOrder': 'Cannot sort by {field}',
  'error.invalidFilter': 'Invalid filter {field}',
  'error.invalidQuery': 'Invalid parameter {field}',
  'auth.invalid': 'Wrong username or password',
  'auth.locked': 'The account is locked',
  'auth.inactive': 'The account is not activated or no longer active',
  'success.created': 'Created successfully',
  'success.updated': 'Updated successfully',
  'success.deleted': 'Deleted',
  'success.status': 'Status updated',
  'validation.required': '{label} is required',
  'validation.type': '{label} has the wrong type',
  'validation.maxLength': 'Do not enter more than {max} characters in {label}',
  'validation.minLength': '{label} must have at least {min} characters',
  'validation.min': '{label} must be at least {min}',
  'validation.max': '{label} must be at most {max}',
  'validation.integer': '{label} must be a whole number',
  'validation.number': '{label} must be a number',
  'validation.email': '{label} is not a valid email',
  'validation.phone': '{label} is not a valid phone number',
  'validation.url': '{label} must be a web address starting with {protocols}',
  'validation.youtube': '{label} must be a YouTube video link',
  'validation.enum': '{label} must be one of: {values}',
  'validation.date': '{label} is not a valid date (YYYY-MM-DD)',
  'validation.datetime': '{label} is not a valid date and time',
  'validation.after': '{label} must be later than {other}',
  'validation.notBefore': '{label} must not be before {other}',
  'validation.future': '{label} must be later than now',
  'validation.unknownField': 'Field {field} is not supported',
  'validation.maxItems': '{label} must not have more than {max} items',
  'validation.minItems': '{label} must have at least {min} items',
  'validation.unique': '{label} already exists',
  'validation.refNotFound': '{label} does not exist',
  'validation.capitalized': '{label} must start with a capital letter and contain no special characters',
  'validation.latitude': '{label} must be between -90 and 90',
  'validation.longitude': '{label} must be between -180 and 180',
  'validation.json': '{label} is malformed',
  'media.noFile': 'Please choose a file to upload',
  'media.invalidType': 'Please choose a file of the correct type ({allowed})',
  'media.imageTooLarge': "Image's size is too large (at most {max})",
  'media.tooLarge': 'The file is larger than allowed ({max})',
  'media.ratioInvalid': 'Image ratio invalid',
  'media.logoOnly': 'Logo upload: logo or icon only ({allowed})',
  'media.uploaded': 'Uploaded successfully',
  'media.tooMany': 'At most {max} files can be downloaded at once',
  'comment.sensitive': 'The comment contains sensitive words',
};

export const catalogues: Record<Lang, Record<MessageKey, string>> = { vi, en };

export type MessageParams = Record<string, string | number | undefined>;

/** Fills `{name}` placeholders. Unknown keys give an empty string (spec §8). */
export function translate(lang: Lang, key: string, params: MessageParams = {}): string {
  // Own keys only: 'toString', 'constructor' or '__proto__' must not reach Object.prototype.
  const own = (c: Record<string, string>) => (Object.hasOwn(c, key) ? c[key] : undefined);
  const template = own(catalogues[lang] ?? catalogues.vi) ?? own(catalogues.en);
  if (typeof template !== 'string') return '';
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Picks vi or en from `?lang=` first, then the Accept-Language header; vi by default. */
export function pickLang(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (queryLang === 'en' || queryLang === 'vi') return queryLang;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.trim().split(';')[0]?.toLowerCase() ?? '';
      if (tag.startsWith('vi')) return 'vi';
      if (tag.startsWith('en')) return 'en';
    }
  }
  return 'vi';
}
