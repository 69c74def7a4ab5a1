/**
 * The greeting cards released to the signed-in user (for everyone, or addressed to them), shown
 * at the top of the portal home: the web background on wide screens, the mobile one on phones.
 * A card the user closes stays closed on this browser.
 */
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl, txt, useLang, useReleased } from './useReleased';

const KEY = 'portal.greetingCards.closed';
const readClosed = (): number[] => {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => typeof x === 'number') : [];
  } catch {
    return [];
  }
};

export function GreetingCards() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useReleased('greetting-card', { limit: 5 });
  const [closed, setClosed] = useState<number[]>(readClosed);
  const card = (q.data?.items ?? []).find((c) => !closed.includes(Number(c.id)));
  if (!card) return null;
  const id = Number(card.id);
  const close = () => {
    const next = [...closed, id].slice(-50);
    setClosed(next);
    localStorage.setItem(KEY, JSON.stringify(next));
  };
  const web = mediaUrl(card.web_background);
  const mobile = mediaUrl(card.mobile_background);
  return (
    <section className="greeting-card" aria-labelledby={`greeting-${id}`} data-testid="greeting-card">
      <picture className="greeting-card__bg">
        {mobile ? <source media="(max-width: 767px)" srcSet={mobile} /> : null}
        {web ? <img src={web} alt="" loading="lazy" decoding="async" /> : null}
      </picture>
      <div className="greeting-card__text">
        <span className="greeting-card__eyebrow">
          <GiftOutlined /> {card.type === 'INDIVIDUAL' ? t('greeting.forYou') : t('greeting.title')}
        </span>
        <h2 id={`greeting-${id}`}>{txt(card, 'title', lang)}</h2>
        {txt(card, 'content', lang) ? <p>{txt(card, 'content', lang)}</p> : null}
      </div>
      <Button className="greeting-card__close" type="text" shape="circle" icon={<CloseOutlined />} aria-label={t('greeting.close')} onClick={close} />
    </section>
  );
}
