/** Every declared entity: adding one is a new file under resources/<area>/ and one line here. */
export * from './system/role.js';
export * from './system/account.js';
export * from './system/category.js';
export * from './system/sensitive-word.js';
export * from './portal/office.js';
export * from './portal/news-type.js';
