// A hand-written timetable for the flights mocks: two routes both ways. OSL-JFK has what the
// screens must show: a nonstop, a late nonstop arriving the next day ('+1'), one stop with a
// long layover, and two stops with an overnight change of airport (LGW to LHR).

/** Aircraft by their IATA type code. */
export const AIRCRAFT = {
  '320': 'Airbus A320',
  '333': 'Airbus A330-300',
  '738': 'Boeing 737-800',
  '789': 'Boeing 787-9',
  '77W': 'Boeing 777-300ER',
} as const;

export interface LegPlan {
  /** 'BA 117': its airline's code is the first two characters. */
  flight: string;
  aircraft: keyof typeof AIRCRAFT;
  from: string;
  to: string;
  /** Days after the journey's date the flight leaves (an overnight connection's next flight). */
  dayAfter?: number;
  /** Local departure time, HH:mm. */
  departs: string;
  minutes: number;
}

export interface JourneyPlan {
  legs: LegPlan[];
  /** One adult's net economy Basic fare, USD cents; the other brands and cabins cost more. */
  fare: number;
  /** Seats of each cabin left on the fullest flight. */
  seats: number;
}

/** Terminals where an airport has more than one. */
export const TERMINALS: Readonly<Record<string, string>> = { JFK: '8', LHR: '5', LGW: 'S', ORD: '3' };

export const SCHEDULE: Readonly<Record<string, readonly JourneyPlan[]>> = {
  'OSL-JFK': [
    { legs: [{ flight: 'DY 7001', aircraft: '789', from: 'OSL', to: 'JFK', departs: '17:35', minutes: 520 }], fare: 42000, seats: 9 },
    { legs: [{ flight: 'SK 1909', aircraft: '333', from: 'OSL', to: 'JFK', departs: '23:10', minutes: 510 }], fare: 39000, seats: 4 },
    {
      legs: [
        { flight: 'BA 763', aircraft: '320', from: 'OSL', to: 'LHR', departs: '07:00', minutes: 115 },
        { flight: 'BA 117', aircraft: '77W', from: 'LHR', to: 'JFK', departs: '15:20', minutes: 490 },
      ],
      fare: 36500,
      seats: 9,
    },
    {
      legs: [
        { flight: 'DY 1302', aircraft: '738', from: 'OSL', to: 'LGW', departs: '18:40', minutes: 120 },
        { flight: 'BA 295', aircraft: '789', from: 'LHR', to: 'ORD', dayAfter: 1, departs: '06:30', minutes: 540 },
        { flight: 'AA 1400', aircraft: '738', from: 'ORD', to: 'JFK', dayAfter: 1, departs: '12:15', minutes: 140 },
      ],
      fare: 31000,
      seats: 2,
    },
  ],
  'JFK-OSL': [
    { legs: [{ flight: 'DY 7002', aircraft: '789', from: 'JFK', to: 'OSL', departs: '21:15', minutes: 440 }], fare: 40000, seats: 9 },
    {
      legs: [
        { flight: 'BA 178', aircraft: '77W', from: 'JFK', to: 'LHR', departs: '08:00', minutes: 420 },
        { flight: 'BA 766', aircraft: '320', from: 'LHR', to: 'OSL', departs: '22:05', minutes: 115 },
      ],
      fare: 35500,
      seats: 6,
    },
    { legs: [{ flight: 'SK 1910', aircraft: '333', from: 'JFK', to: 'OSL', departs: '18:00', minutes: 460 }], fare: 44000, seats: 9 },
  ],
  'OSL-LHR': [
    { legs: [{ flight: 'BA 763', aircraft: '320', from: 'OSL', to: 'LHR', departs: '07:00', minutes: 115 }], fare: 9000, seats: 9 },
    { legs: [{ flight: 'SK 803', aircraft: '320', from: 'OSL', to: 'LHR', departs: '12:00', minutes: 120 }], fare: 11000, seats: 9 },
  ],
  'LHR-OSL': [
    { legs: [{ flight: 'SK 804', aircraft: '320', from: 'LHR', to: 'OSL', departs: '09:00', minutes: 115 }], fare: 10500, seats: 9 },
    { legs: [{ flight: 'BA 766', aircraft: '320', from: 'LHR', to: 'OSL', departs: '22:05', minutes: 115 }], fare: 9500, seats: 9 },
  ],
};
