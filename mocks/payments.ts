// Payment Settings, Subscription and wallet grants (issue 22) as the API answers them: each
// call validated with its contract, refused for the roles the API refuses, answered from
// what was sent (nothing is kept: each test starts from the agency's fixture).
import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_ERROR_CODES,
  BOOKING_ERROR_CODES,
  COMMAND_ERROR_CODES,
  ERROR_CODES,
  SUBSCRIPTION_PLAN,
  TEST_CARDS,
  cardDigits,
  paymentSettingsSchema,
  subscribeRequestSchema,
  walletGrantInputSchema,
  type Agency,
  type PaymentSettingsResponse,
  type SubscriptionResponse,
  type WalletGrant,
  type WalletGrantList,
  managesAgency,
} from '@travel/contracts';
import { currenciesFixture } from './api-fixtures';
import { viewerOf } from './auth';
import { apiError, bodyOf, forAgency, validated } from './respond';

const choices: PaymentSettingsResponse['choices'] = {
  gateways: ['stripe', 'demo'],
  currencies: currenciesFixture.data.map(({ currency, name }) => ({ code: currency, name })),
  catalogueCurrency: 'USD',
};

export const paymentSettingsFixture = (agency: Agency): PaymentSettingsResponse['settings'] => ({ gateway: agency.currentPaymentGateway, chargeCurrencies: ['USD'], walletOffered: true });

/** Owners and admins only, as the API: 401 for a visitor, 403 for any other role. */
function managerOnly(request: Request, answer: () => Response | Promise<Response>): Response | Promise<Response> {
  const viewer = viewerOf(request);
  if (!viewer) return apiError(401, ACCOUNT_ERROR_CODES.tokenMissing, 'Log in to continue');
  if (!viewer.isTravelAgent || !managesAgency(viewer)) return apiError(403, ACCOUNT_ERROR_CODES.forbidden, 'Your account may not do this');
  return answer();
}

export const grantFixture = (overrides: Partial<WalletGrant> = {}): WalletGrant => ({
  id: 1,
  amount: 2500,
  currency: 'USD',
  reason: 'Sorry for the delayed transfer',
  account: { name: 'Tara Quinn', email: 'traveller@wayfarer.test' },
  clientId: null,
  grantedBy: 'Olivia Chen',
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

export function paymentHandlersFor(agency: Agency | null) {
  return [
    http.get('*/api/getCurrentPaymentGateway', () =>
      forAgency(agency, (current) => HttpResponse.json({ CurrentPayment: current.currentPaymentGateway, chargeCurrencies: ['USD'], walletOffered: true })),
    ),
    http.get('*/api/agency/payment', ({ request }) =>
      managerOnly(request, () => forAgency(agency, (current) => HttpResponse.json({ settings: paymentSettingsFixture(current), choices } satisfies PaymentSettingsResponse))),
    ),
    http.put('*/api/agency/payment', ({ request }) =>
      managerOnly(request, async () => {
        const body = validated('body', paymentSettingsSchema, await bodyOf(request));
        if (!body.ok) return body.response;
        const unknown = body.data.chargeCurrencies.filter((code) => !choices.currencies.some((choice) => choice.code === code));
        if (unknown.length > 0) return apiError(400, ERROR_CODES.validation, `body.chargeCurrencies: unknown ${unknown.join(', ')}`);
        return forAgency(agency, () => HttpResponse.json({ settings: body.data, choices } satisfies PaymentSettingsResponse));
      }),
    ),
    http.get('*/api/agency/subscription', ({ request }) =>
      managerOnly(request, () =>
        forAgency(agency, (current) => HttpResponse.json({ plan: SUBSCRIPTION_PLAN, status: current.isSubscribed ? 'active' : 'none', startedAt: null, agency: current } satisfies SubscriptionResponse)),
      ),
    ),
    http.post('*/api/agency/subscription', ({ request }) =>
      managerOnly(request, async () => {
        const body = validated('body', subscribeRequestSchema, await bodyOf(request));
        if (!body.ok) return body.response;
        if (cardDigits(body.data.card.number) === TEST_CARDS.decline) {
          return apiError(402, BOOKING_ERROR_CODES.cardDeclined, 'The card was declined. Nothing was charged and the agency is not subscribed.');
        }
        return forAgency(agency, (current) =>
          current.isSubscribed
            ? apiError(409, COMMAND_ERROR_CODES.alreadySubscribed, `${current.agencyName} is already subscribed`)
            : HttpResponse.json({ plan: SUBSCRIPTION_PLAN, status: 'active', startedAt: new Date().toISOString(), agency: { ...current, isSubscribed: true } } satisfies SubscriptionResponse),
        );
      }),
    ),
    http.post('*/api/agency/clients/:clientId/wallet-grants', ({ request, params }) =>
      managerOnly(request, async () => {
        const body = validated('body', walletGrantInputSchema, await bodyOf(request));
        if (!body.ok) return body.response;
        const { amount, currency = 'USD', reason } = body.data;
        return forAgency(agency, () => HttpResponse.json(grantFixture({ amount, currency, reason, clientId: String(params.clientId) }), { status: 201 }));
      }),
    ),
    http.get('*/api/agency/wallet-grants', ({ request }) =>
      managerOnly(request, () => forAgency(agency, () => HttpResponse.json({ page: 1, pageSize: 25, total: 1, grants: [grantFixture()] } satisfies WalletGrantList))),
    ),
    http.get('*/api/user/wallet/grants', () => HttpResponse.json({ grants: [] })),
  ];
}
