/** /human-resource/introduce: the organisation chart (antd Tree; its own chunk, apart from the phone book in DirectoryPage.tsx). */
import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../portal/useReleased';
import { unitTree, useUnits } from './units';

export function HrIntroducePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const units = useUnits();
  const tree = useMemo(() => unitTree(units.data?.items ?? [], lang), [units.data, lang]);
  return (
    <section className="content-region" aria-labelledby="org-title">
      <div className="content-region__head">
        <h2 id="org-title" className="section-title">
          <ApartmentOutlined /> {t('hr.orgChart')}
        </h2>
      </div>
      <Card className="content-card" data-testid="content-item">
        {units.isLoading ? <Skeleton active /> : tree.length === 0 ? <Empty description={t('hr.noUnits')} /> : <Tree treeData={tree} defaultExpandAll selectable={false} showLine />}
      </Card>
    </section>
  );
}
