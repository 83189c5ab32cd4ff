import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlus2 } from 'lucide-react';
import { usesCommandCenter, type ProposalOfferInput } from '@travel/contracts';
import { selectUser, useAppSelector } from '@travel/store';
import { AddToProposalDialog } from './AddToProposalDialog';
import './proposal.css';

export interface AddToProposalButtonProps {
  /** Exactly the service's checkout quote request: the server prices it, never the browser. */
  offer: ProposalOfferInput;
  /** The id of what the offer is (the room's name, the trip's title), to name the button for a screen reader. */
  describedBy?: string;
}

/**
 * "Add to proposal" beside an offer a service sells, for agents only (travellers and visitors
 * never see it): a dialog of the agent's drafts to add it to, or a way to start a new one.
 */
export function AddToProposalButton({ offer, describedBy }: AddToProposalButtonProps) {
  const { t } = useTranslation('checkout');
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!user || !usesCommandCenter(user)) return null;

  const close = () => {
    setOpen(false);
    // Back where the agent was, as the dialog leaves.
    trigger.current?.focus();
  };
  return (
    <>
      <button ref={trigger} type="button" className="btn btn-outline add-to-proposal" aria-describedby={describedBy} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FilePlus2 aria-hidden="true" size={16} />
        {t('proposal.add.button')}
      </button>
      {open ? <AddToProposalDialog offer={offer} onClose={close} /> : null}
    </>
  );
}
