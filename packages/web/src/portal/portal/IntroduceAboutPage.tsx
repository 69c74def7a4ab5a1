/**
 * /introduce/about: the structure chart (antd's Image, with its preview), the organisation tree
 * (antd's Tree), the leadership and the member companies. Apart from the other about pages
 * (AboutPages.tsx), which need neither (issue 35, docs/performance.md "Inner pages to 330 KB,
 * part 4").
 */
import { GlobalOutlined } from '@ant-design/icons';
import { aboutOrganization } from '@portal/domain/resources/portal/about';
import { Image, Tag, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardGrid, Img, PeopleCards, Region } from './blocks';
import { buildTree, groupBy, mediaUrl, optionOf, type Row, type TreeNode, txt, useLang, useReleased } from './useReleased';
import { CutTitle } from '../../ui/CutTitle';
import './contentI18n';

function OrganizationTree() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useReleased('about-organization', { limit: 200 });
  type Node = { key: number; title: React.ReactNode; children: Node[] };
  const toNode = (n: TreeNode<Row>): Node => {
    const level = optionOf(aboutOrganization, 'level', n.row.level, lang);
    return {
      key: n.row.id,
      title: (
        <span className="content-tree__node" data-testid="content-item">
          <strong>{txt(n.row, 'name', lang)}</strong>
          <Tag color={level.color}>{level.label}</Tag>
          {txt(n.row, 'description', lang) ? <span className="content-meta">{txt(n.row, 'description', lang)}</span> : null}
        </span>
      ),
      children: n.children.map(toNode),
    };
  };
  return (
    <Region q={q} id="organization" title={t('content.organization')}>
      {(items) => (
        <div className="content-tree">
          <Tree treeData={buildTree(items).map(toNode)} defaultExpandAll showLine selectable={false} blockNode />
        </div>
      )}
    </Region>
  );
}

/** /introduce/about: the structure chart, the organisation tree, the leadership and the member companies. */
export function IntroduceAboutPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const structure = useReleased('about-structure');
  const leaders = useReleased('leader-ship', { limit: 100 });
  const members = useReleased('about-group', { limit: 100 });
  return (
    <>
      <Region q={structure} id="structure" title={t('content.structure')}>
        {(items) => (
          <CardGrid min={420}>
            {items.map((r) => (
              <article key={r.id} className="content-card-item" data-testid="content-item">
                {mediaUrl(r.image) ? (
                  <div className="content-chart">
                    <Image src={mediaUrl(r.image) ?? ''} alt={txt(r, 'title', lang)} loading="lazy" />
                  </div>
                ) : null}
                <div className="content-card-item__body">
                  <h3 className="content-card-item__title">
                    <CutTitle text={txt(r, 'title', lang)} />
                  </h3>
                  {txt(r, 'description', lang) ? <p className="content-card-item__text">{txt(r, 'description', lang)}</p> : null}
                </div>
              </article>
            ))}
          </CardGrid>
        )}
      </Region>
      <OrganizationTree />
      <Region q={leaders} id="leadership" title={t('content.leadership')}>
        {(items) => (
          <div className="content-rows">
            {groupBy(
              [...items].sort((a, b) => Number(a.row) - Number(b.row) || Number(a.ordering) - Number(b.ordering)),
              (r) => Number(r.row),
            ).map(([row, people]) => (
              <PeopleCards
                key={row}
                people={people.map((p) => ({
                  key: p.id,
                  name: String(p.person_in_charge ?? ''),
                  position: txt(p, 'position', lang),
                  organization: txt(p, 'organization', lang),
                  introduction: txt(p, 'introduction', lang),
                  avatar: p.avatar,
                }))}
              />
            ))}
          </div>
        )}
      </Region>
      <Region q={members} id="members" title={t('content.members')}>
        {(items) => (
          <CardGrid min={260}>
            {items.map((r) => (
              <article key={r.id} className="content-card-item" data-testid="content-item">
                <div className="content-logos">
                  <Img id={r.logo} isThumb alt={txt(r, 'name', lang)} />
                </div>
                <div className="content-card-item__body">
                  <h3 className="content-card-item__title">
                    <CutTitle text={txt(r, 'name', lang)} />
                  </h3>
                  {txt(r, 'sector', lang) ? (
                    <div>
                      <Tag color="blue">{txt(r, 'sector', lang)}</Tag>
                    </div>
                  ) : null}
                  {txt(r, 'description', lang) ? <p className="content-card-item__text">{txt(r, 'description', lang)}</p> : null}
                  {typeof r.website === 'string' && r.website ? (
                    <div className="content-card-item__actions">
                      <a href={r.website} target="_blank" rel="noopener noreferrer">
                        <GlobalOutlined /> {t('content.website')}
                      </a>
                    </div>
                  ) : null}
                </div>
              </article>
            ))}
          </CardGrid>
        )}
      </Region>
    </>
  );
}
