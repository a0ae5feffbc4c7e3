import { Stars } from '../../components/Stars';

/**
 * A consultant's score, shown only when evaluations stand behind it: with none, a figure would be
 * a number no member gave, next to 「0条评价」. `rating` may be null for when the API answers none.
 */
export function ConsultantRating({ rating, evaluationCount, fontSize = 13 }: { rating: number | null; evaluationCount: number; fontSize?: number }) {
  if (evaluationCount === 0 || rating === null) return <span data-testid="consultant-rating">暂无评分</span>;
  return (
    <>
      <Stars value={rating} size={fontSize} />
      <span data-testid="consultant-rating">{rating.toFixed(1)}分</span>
    </>
  );
}
