import type { ThemeConfig } from 'antd';

/** THACO brand: deep blue with an orange accent. */
export const BRAND = { blue: '#0d3b66', blueDark: '#082a4a', blueLight: '#1f5f99', orange: '#f08a24', bg: '#f4f6fa' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.blue,
    colorLink: BRAND.blueLight,
    colorInfo: BRAND.blueLight,
    colorWarning: '#e0a100',
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorBgLayout: BRAND.bg,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: BRAND.bg, footerBg: 'transparent' },
    Menu: { itemSelectedBg: '#e8eef6', itemSelectedColor: BRAND.blue, itemBorderRadius: 8 },
    Table: { headerBg: '#f7f9fc', headerColor: '#41506b' },
    Button: { primaryShadow: 'none' },
  },
};
