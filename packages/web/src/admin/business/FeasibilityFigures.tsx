/**
 * A feasibility study's NPV, IRR and payback, live as its cash-flow lines and discount rate are typed
 * (issue 39): the same domain function the server stores them with (`feasibilityFigures`), over the
 * form's current values; shown inside the study's admin form, under its lines.
 */
import { feasibilityFigures, type CashFlowLine } from '@portal/domain/finance';
import { Card, Col, Form, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

const WORDS = {
  vi: { title: 'Hiệu quả đầu tư (tính từ dòng tiền)', npv: 'NPV (VNĐ)', irr: 'IRR', payback: 'Thời gian hoàn vốn', years: 'năm', none: 'Không xác định' },
  en: { title: 'Returns (from the cash flows)', npv: 'NPV (VND)', irr: 'IRR', payback: 'Payback', years: 'years', none: 'Not defined' },
} as const;

export function FeasibilityFigures() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const w = WORDS[lang];
  const form = Form.useFormInstance();
  const lines = (Form.useWatch('lines', form) ?? []) as CashFlowLine[];
  const rate = Form.useWatch('discount_rate', form) as number | null | undefined;
  const f = feasibilityFigures(lines.filter((l) => l && l.year !== undefined && l.year !== null), rate ?? 0);
  const number = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });
  return (
    <Card className="admin-card" title={w.title} data-testid="feasibility-figures">
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Statistic title={w.npv} value={f.npv === null ? w.none : number.format(f.npv)} valueStyle={{ color: (f.npv ?? 0) < 0 ? '#cf1322' : undefined }} data-testid="figure-npv" />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title={w.irr} value={f.irr === null ? w.none : `${number.format(f.irr)} %`} data-testid="figure-irr" />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title={w.payback} value={f.payback_years === null ? w.none : `${number.format(f.payback_years)} ${w.years}`} data-testid="figure-payback" />
        </Col>
      </Row>
    </Card>
  );
}
