export interface NotificationsSkeletonProps {
  /** Spoken instead of the placeholder shapes, e.g. 'Loading notifications'. */
  label: string;
  /** Placeholder cards to draw. Default 3. */
  rows?: number;
}

/** Placeholder cards with the real cards' box sizes (nothing jumps when they arrive). */
export function NotificationsSkeleton({ label, rows = 3 }: NotificationsSkeletonProps) {
  return (
    <div className="mh-nskeleton">
      <span className="mh-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="mh-nskeleton__card" aria-hidden="true">
          <span className="mh-skeleton mh-nskeleton__avatar" />
          <span className="mh-nskeleton__lines">
            <span className="mh-skeleton mh-nskeleton__line" />
            <span className="mh-skeleton mh-nskeleton__line mh-nskeleton__line--short" />
          </span>
        </span>
      ))}
    </div>
  );
}
