import { initialsOf, type LinkPolicy, type NotificationCardView, type NotificationMessages } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { Avatar } from '../parts/avatar.tsx';
import type { CardAges } from './age-clock.ts';
import { CardAge } from './card-age.tsx';
import { SafeHtml } from './safe-html.tsx';

export interface NotificationCardProps {
  /** The card's view: every URL already through the URL policy, the message still raw HTML. */
  card: NotificationCardView;
  messages: NotificationMessages;
  /** Where links inside the message may point (`NotificationsApi.links`). */
  links: LinkPolicy;
  /** The drawer's ticking ages: the card's age follows the clock while the drawer is open. */
  ages: CardAges;
}

/**
 * A notification: avatars, the sanitized message, preview, time ago, thumbnail. With a safe `href`
 * its action is a link stretched over the card (links inside the message stay clickable above it);
 * without one the card is plain content. Any click inside tells the machine (tracked once, marked read).
 */
export function NotificationCard({ card, messages, links, ages }: NotificationCardProps) {
  const { Link } = useHeader();
  const messageId = `${card.props.id}-message`;
  const unreadId = `${card.props.id}-unread`;
  const actionText = card.buttonText ?? card.previewText ?? card.timeAgoLabel;
  return (
    // The click is delegated from the card's own links (or its text when it has none); not a control itself.
    <li className="mh-ncard" {...card.props} onClick={card.onClick}>
      <span className="mh-ncard__avatars" aria-hidden="true">
        {card.actors.slice(0, 2).map((actor, index) => (
          <Avatar key={index} src={actor.avatarUrl} initials={initialsOf(actor.name)} size={40} />
        ))}
      </span>
      <div className="mh-ncard__body">
        <SafeHtml className="mh-ncard__message" id={messageId} html={card.rawMessageHtml} text={card.messageText} links={links} />
        {/* A preview may be someone's words in their own language: isolated, read in its own direction; a
            sentence of ours takes its direction from its words, each piece of data in it its own isolate. */}
        {card.previewRuns ? (
          <p className="mh-ncard__preview" dir="auto">
            {card.previewRuns.map((run, index) => (run.isolated ? <bdi key={index}>{run.text}</bdi> : run.text))}
          </p>
        ) : null}
        <p className="mh-ncard__meta">
          <CardAge createdAt={card.createdAt} ages={ages} />
          {card.looksUnread ? (
            <span className="mh-visually-hidden" id={unreadId}>
              , {messages.unread}
            </span>
          ) : null}
          {card.href ? (
            <Link href={card.href} className="mh-ncard__action" aria-describedby={card.looksUnread ? `${messageId} ${unreadId}` : messageId}>
              {actionText}
            </Link>
          ) : card.buttonText ? (
            // No safe link, so no action: the words stay, as plain text of the meta line (not bold, not a link look).
            <span>{card.buttonText}</span>
          ) : null}
        </p>
      </div>
      {card.image ? (
        <span className="mh-ncard__thumb">
          <img src={card.image.src} width={card.image.width} height={card.image.height} alt="" loading="lazy" decoding="async" onError={card.onImageError} />
        </span>
      ) : null}
    </li>
  );
}
