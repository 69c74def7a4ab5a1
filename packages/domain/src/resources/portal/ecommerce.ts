import { TITLE_MAX } from '../../constants.js';
import { enumOf, media, money, ref, richText, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const COMMS = L('Thương hiệu và truyền thông', 'Brand and communication');

/** A partner shop's page (/ecommerce/emart, /ecommerce/bka): banner, introduction, featured offers, shop link. */
export const ecommercePage = defineResource({
  name: 'ecommerce_page',
  path: 'ecommerce-page',
  label: L('Trang thương mại điện tử', 'E-commerce page'),
  subject: 'MARKETING',
  module: 'portal.ecommerce',
  admin: { area: 'portal', group: COMMS, order: 4, icon: 'shop' },
  portalRoute: '/ecommerce/emart',
  titleField: 'title',
  fields: {
    shop: enumOf(['EMART', 'BKA'], { required: true, label: L('Cửa hàng', 'Shop'), inList: true, options: { EMART: { label: L('Emart', 'Emart'), color: 'gold' }, BKA: { label: L('BKA', 'BKA'), color: 'blue' } } }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    introduction: richText({ localized: true, label: L('Giới thiệu', 'Introduction') }),
    banner: media('image', { size: [1920, 590], label: L('Banner (1920x590)', 'Banner (1920x590)') }),
    shop_url: url({ required: true, label: L('Liên kết cửa hàng', 'Shop link'), inList: true }),
  },
  constraints: [{ kind: 'unique', fields: ['shop'] }],
  lines: [{ resource: 'ecommerce_offer', field: 'page_id', key: 'offers', max: 24 }],
  sampleCount: 2,
  list: { order: 'ordering asc', filters: ['shop'], search: ['title'] },
  sample: (i) =>
    [
      { shop: 'EMART', title: 'Emart: ưu đãi dành cho cán bộ nhân viên', title_en: 'Emart: offers for employees', shop_url: 'https://emart.thaco.com.vn', introduction: '<p>Siêu thị Emart mang đến hàng nghìn sản phẩm chất lượng với giá ưu đãi cho cán bộ nhân viên tập đoàn.</p>', introduction_en: '<p>Emart supermarkets bring thousands of quality products at special prices for the group’s employees.</p>' },
      { shop: 'BKA', title: 'BKA: thời trang công sở', title_en: 'BKA: office fashion', shop_url: 'https://bka.thaco.com.vn', introduction: '<p>BKA cung cấp đồng phục và thời trang công sở với chiết khấu riêng.</p>', introduction_en: '<p>BKA offers uniforms and office fashion at a dedicated discount.</p>' },
    ][i % 2] as Record<string, unknown>,
});

/** A featured offer of an e-commerce page (a line of its page). */
export const ecommerceOffer = defineResource({
  name: 'ecommerce_offer',
  path: 'ecommerce-offer',
  label: L('Ưu đãi nổi bật', 'Featured offer'),
  subject: 'MARKETING',
  module: 'portal.ecommerce',
  admin: { area: 'portal', isHidden: true },
  titleField: 'title',
  // Read by who reads the page: an unreleased page's offers stay with its editors (issue 36, class 4).
  access: { parent: { field: 'page_id' } },
  fields: {
    page_id: ref('ecommerce_page', { required: true, onDelete: 'cascade', label: L('Trang', 'Page'), inList: true }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Ưu đãi', 'Offer'), inList: true }),
    price: money({ label: L('Giá ưu đãi', 'Offer price'), inList: true }),
    image: media('image', { label: L('Hình ảnh', 'Image') }),
    link: url({ label: L('Liên kết', 'Link') }),
  },
  list: { order: 'ordering asc, created_date desc', filters: ['page_id'], search: ['title'], defaultLimit: -1 },
  sample: (i) => {
    const o = [
      // Lines are dealt to the pages in turn (Emart, BKA, Emart, BKA): groceries for Emart, clothes for BKA.
      ['Gạo ST25 túi 5kg', 'ST25 rice, 5 kg bag', 185000],
      ['Sơ mi công sở nam', 'Men’s office shirt', 350000],
      ['Dầu ăn 2 lít', 'Cooking oil, 2 litres', 98000],
      ['Áo khoác đồng phục', 'Uniform jacket', 520000],
    ][i % 4] as [string, string, number];
    return { title: o[0], title_en: o[1], price: o[2] };
  },
});
