import { bookingMenu, brandAssets, NO_SIDEBAR_LINKS, ORDINARY_TENANT_RULES } from '../../agency-defaults';
import { analyticsOff, type DemoAgency } from '../demo-agency';
import { cookiesPolicy, disclaimer, privacyPolicy } from '../legal';

const party = {
  agencyName: 'Viajes Sol',
  contact: 'hola@sol.test',
  address: 'Blvd. Kukulcán Km 9.5, Zona Hotelera, 77500 Cancún, Quintana Roo, Mexico',
};

/** The tenant type that starts in Mexican pesos and Spanish; every service but Resorts (DEMO.md). */
export const sol: DemoAgency = {
  subdomain: 'sol',
  agencyName: 'Viajes Sol',
  status: 'Active',
  primaryColor: '#e8590c',
  dealsLocation: { city: 'Cancún', latitude: 21.1619, longitude: -86.8515 },
  markups: { hotels: 1500, flights: 600, cars: 1000, activities: 1200, cruise: 700, resort: 1100 },
  settings: {
    ...brandAssets('sol'),
    ...ORDINARY_TENANT_RULES,
    ...NO_SIDEBAR_LINKS,
    // The tenant type that starts in Spanish and Mexican pesos (SPEC 4).
    languages: ['es', 'en', 'pt', 'fr', 'de', 'da', 'no', 'sv', 'ar'],
    defaultCurrency: 'MXN',
    metaData: {
      title: 'Viajes Sol | Hoteles, vuelos, autos y cruceros',
      description: 'Reserva hoteles, vuelos, renta de autos, actividades y cruceros desde Cancún con Viajes Sol. Precios en pesos mexicanos y atención en español.',
      keywords: ['agencia de viajes', 'hoteles', 'vuelos baratos', 'renta de autos', 'cruceros', 'Cancún', 'Riviera Maya'],
    },
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'Quiénes somos',
    isFaqEnable: true,
    faqEnableTitle: 'Preguntas frecuentes',
    aboutUs: {
      image: '/brand/sol/about.svg',
      content: `<h2>Viajar es lo nuestro</h2>
<p>Viajes Sol nació en Cancún en 2012. Desde nuestra oficina en la Zona Hotelera ayudamos a familias y empresas de todo México a planear sus viajes: playas del Caribe, pueblos mágicos, Europa y cruceros por el Golfo.</p>
<p>Pagas en pesos mexicanos, te atendemos en español y nuestro equipo está disponible todos los días de 8:00 a 22:00.</p>`,
    },
    faq: {
      headerMessage: 'Resolvemos tus dudas más comunes.',
      questions: [
        {
          question: '¿En qué moneda pago mis reservas?',
          answer: 'Los precios se muestran en pesos mexicanos (MXN). Puedes cambiar la moneda de visualización en la parte superior de la página.',
        },
        {
          question: '¿Puedo pagar a meses sin intereses?',
          answer: 'Sí, con tarjetas de crédito participantes de bancos mexicanos en compras mayores a 3,000 MXN.',
        },
        {
          question: '¿Cómo cancelo una reserva?',
          answer: 'Entra en Mis viajes, abre la reserva y elige Cancelar. Las condiciones de cancelación dependen de la tarifa que elegiste.',
        },
        {
          question: '¿Necesito pasaporte para viajar a Estados Unidos?',
          answer: 'Sí, necesitas pasaporte vigente y visa estadounidense. Te recomendamos revisar los requisitos antes de reservar.',
        },
      ],
    },
    privacyPolicy: privacyPolicy(party),
    cookiesPolicy: cookiesPolicy(party),
    disclaimer: disclaimer(party),
    contactPhoneNumber: '+52 998 555 0123',
    displaySupportPhoneFooter: true,
    contactEmailId: 'hola@sol.test',
    displayAddressFooter: true,
    addressLine1: 'Blvd. Kukulcán Km 9.5, Zona Hotelera',
    city: 'Cancún',
    state: 'Quintana Roo',
    country: 'Mexico',
    zipCode: '77500',
    linkedin: '',
    instagram: 'https://www.instagram.com/viajessol',
    facebook: 'https://www.facebook.com/viajessol',
    twitter: 'https://x.com/viajessol',
    youtube: 'https://www.youtube.com/@viajessol',
    discord: '',
    tiktok: 'https://www.tiktok.com/@viajessol',
    analytics: analyticsOff('G-VS4C9N2K7B', '660192837465019'),
    bookingMenuItemOptions: bookingMenu(['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise']),
    displayTopDestinations: true,
    hideHeaderforDealProposal: false,
    allowNonLoginFlow: false,
    isHideLoginOption: false,
    isHideSignupOption: false,
    returnUrl: '',
    isSubscribed: true,
    savePrice: true,
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
    currentPaymentGateway: 'stripe',
  },
};
