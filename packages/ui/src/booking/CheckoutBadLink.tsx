import { Link } from 'react-router-dom';
import { CheckoutFrame, type BackLink } from './CheckoutFrame';

/** A checkout link that names nothing to book: say so, and offer a new search. */
export function CheckoutBadLink({ text, searchAgain }: { text: string; searchAgain: BackLink }) {
  return (
    <CheckoutFrame>
      <p className="form-alert" role="alert">{text}</p>
      <Link className="btn btn-primary" to={searchAgain.to}>{searchAgain.label}</Link>
    </CheckoutFrame>
  );
}
