import { useTranslation } from 'react-i18next';
import type { TicketedPassenger } from '@travel/contracts';
import { Ltr } from '../bidi/Ltr';

/** Who flies, as in their passports, each with their 13-digit e-ticket number (read left to right in every language). */
export function TicketedPassengers({ passengers }: { passengers: readonly TicketedPassenger[] }) {
  const { t } = useTranslation('flights');
  return (
    <table className="ticketed-passengers">
      <thead>
        <tr>
          <th scope="col">{t('eticket.passenger')}</th>
          <th scope="col">{t('eticket.ticketNumber')}</th>
        </tr>
      </thead>
      <tbody>
        {passengers.map((passenger) => (
          <tr key={passenger.ticketNumber}>
            <th scope="row">
              <span dir="auto">
                {passenger.firstName} {passenger.lastName}
              </span>{' '}
              <span className="ticketed-passenger-type">({t(`eticket.types.${passenger.type}`)})</span>
            </th>
            <td className="ticket-number">
              <Ltr>{passenger.ticketNumber}</Ltr>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
