/** Every declared entity: adding one is a new file under resources/<area>/ and one line here. */
export * from './system/role.js';
export * from './system/account.js';
export * from './system/permission.js';
export * from './system/category.js';
export * from './system/sensitive-word.js';
export * from './portal/office.js';
export * from './portal/news-type.js';
export * from './portal/menu.js';
export * from './system/bookmark.js';
export * from './system/notification.js';
export * from './portal/news.js';
export * from './portal/comment.js';
export * from './portal/reaction.js';
export * from './portal/digital-lib.js';
