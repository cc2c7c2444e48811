// Over 300 lines because it is data: the demo venues and events; the code that inserts them is the last 70 lines.

import type { Realm } from '../platform/db/schema.js';
import type { Executor } from '../platform/db/transaction.js';
import { createStandardType } from '../services/events/index.js';
import { DEMO_EVENTS_HI } from './events-hi.js';
import { seedTicketing, TICKETING_DEMO_EVENT } from './ticketing.js';

const DAY = 86_400_000;

const VENUES = [
  {
    key: 'nsci',
    name: 'NSCI Dome',
    district: 'mumbai',
    address: 'Lala Lajpatrai Marg, Worli, Mumbai 400018',
    capacity: 4000,
    amenities: ['Parking', 'Food court', 'Wheelchair access'],
  },
  {
    key: 'ncpa',
    name: 'NCPA Tata Theatre',
    district: 'mumbai',
    address: 'NCPA Marg, Nariman Point, Mumbai 400021',
    capacity: 1000,
    amenities: ['Air conditioned', 'Wheelchair access'],
  },
  {
    key: 'balgandharva',
    name: 'Balgandharva Rangmandir',
    district: 'pune',
    address: 'Jangli Maharaj Road, Shivajinagar, Pune 411004',
    capacity: 900,
    amenities: ['Air conditioned', 'Parking'],
  },
  {
    key: 'palace',
    name: 'Palace Grounds',
    district: 'bengaluru-urban',
    address: 'Jayamahal Main Road, Vasanth Nagar, Bengaluru 560052',
    capacity: 5000,
    amenities: ['Parking', 'Open air', 'Food court'],
  },
  {
    key: 'chowdiah',
    name: 'Chowdiah Memorial Hall',
    district: 'bengaluru-urban',
    address: '16th Cross, Malleshwaram, Bengaluru 560003',
    capacity: 1100,
    amenities: ['Air conditioned', 'Wheelchair access'],
  },
  {
    key: 'music-academy',
    name: 'The Music Academy',
    district: 'chennai',
    address: 'TTK Road, Royapettah, Chennai 600014',
    capacity: 1600,
    amenities: ['Air conditioned', 'Parking'],
  },
  {
    key: 'siri-fort',
    name: 'Siri Fort Auditorium',
    district: 'new-delhi',
    address: 'August Kranti Marg, New Delhi 110049',
    capacity: 1900,
    amenities: ['Air conditioned', 'Parking', 'Wheelchair access'],
  },
  {
    key: 'rabindra',
    name: 'Rabindra Sadan',
    district: 'kolkata',
    address: 'AJC Bose Road, Kolkata 700020',
    capacity: 1000,
    amenities: ['Air conditioned'],
  },
  {
    key: 'hitex',
    name: 'HITEX Exhibition Centre',
    district: 'hyderabad',
    address: 'Izzat Nagar, Kondapur, Hyderabad 500084',
    capacity: 3000,
    amenities: ['Parking', 'Food court', 'Wi-Fi'],
  },
  {
    key: 'upvan',
    name: 'Upvan Lake Promenade',
    district: 'thane',
    address: 'Upvan Lake, Pokhran Road 2, Thane 400606',
    capacity: 300,
    amenities: ['Open air'],
  },
] as const;

type VenueKey = (typeof VENUES)[number]['key'];

type DemoEvent = {
  realm: Realm;
  key: string;
  parent?: string;
  round?: number;
  title: string;
  description: string;
  type: string;
  venue: VenueKey;
  inDays: number;
  /** Local start time in India (HH:MM), so a morning session is in the morning. */
  at: string;
  hours: number;
  price: number;
  slots: { offsetHours: number; capacity: number }[];
  competition?: { fee: number; perExtra: number; maxGroup: number };
  tags: string[];
  hue: number;
};

export const EVENTS: DemoEvent[] = [
  {
    realm: 'events',
    key: 'sunburn',
    title: 'Sunburn Arena: Mumbai',
    description: 'An evening of electronic music with India’s top DJs, a full light show and food stalls.',
    type: 'music',
    venue: 'nsci',
    inDays: 10,
    at: '16:00',
    hours: 5,
    price: 150,
    slots: [
      { offsetHours: 0, capacity: 500 },
      { offsetHours: 24, capacity: 500 },
    ],
    tags: ['music', 'nightlife'],
    hue: 280,
  },
  {
    realm: 'events',
    key: 'comedy',
    title: 'Comedy Night: Pune Originals',
    description:
      'Five stand-up comics, new material, one very long evening of laughs in Marathi, Hindi and English.',
    type: 'comedy',
    venue: 'balgandharva',
    inDays: 5,
    at: '20:00',
    hours: 2,
    price: 40,
    slots: [
      { offsetHours: 0, capacity: 120 },
      { offsetHours: 3, capacity: 120 },
      { offsetHours: 24, capacity: 120 },
    ],
    tags: ['comedy'],
    hue: 35,
  },
  {
    realm: 'events',
    key: 'tech',
    title: 'Bengaluru Tech Summit: Builders Day',
    description:
      'Talks and workshops on AI, cloud and product building, with a startup expo. Free to attend.',
    type: 'tech',
    venue: 'palace',
    inDays: 20,
    at: '09:30',
    hours: 8,
    price: 0,
    slots: [{ offsetHours: 0, capacity: 1000 }],
    tags: ['tech', 'free'],
    hue: 200,
  },
  {
    realm: 'events',
    key: 'delhi-food',
    title: 'Delhi Food Festival',
    description: 'Street food from every corner of India, chef demos and live music across three sessions.',
    type: 'food',
    venue: 'siri-fort',
    inDays: 7,
    at: '12:00',
    hours: 4,
    price: 20,
    slots: [
      { offsetHours: 0, capacity: 300 },
      { offsetHours: 5, capacity: 300 },
      { offsetHours: 24, capacity: 300 },
    ],
    tags: ['food', 'family'],
    hue: 15,
  },
  {
    realm: 'events',
    key: 'book-talks',
    title: 'Kolkata Book Fair Talks',
    description: 'Authors in conversation about the year’s best Bengali and English writing.',
    type: 'literature',
    venue: 'rabindra',
    inDays: 12,
    at: '17:00',
    hours: 3,
    price: 10,
    slots: [{ offsetHours: 0, capacity: 200 }],
    tags: ['books'],
    hue: 120,
  },
  {
    realm: 'events',
    key: 'startup',
    title: 'Hyderabad Startup Mixer',
    description: 'Founders, investors and builders meet over pitches, panels and chai.',
    type: 'networking',
    venue: 'hitex',
    inDays: 9,
    at: '18:30',
    hours: 3,
    price: 30,
    slots: [{ offsetHours: 0, capacity: 250 }],
    tags: ['startups'],
    hue: 170,
  },
  {
    realm: 'events',
    key: 'yoga',
    title: 'Lakeside Morning Yoga',
    description: 'A guided sunrise yoga and breathing session by Upvan Lake. Bring a mat.',
    type: 'wellness',
    venue: 'upvan',
    inDays: 3,
    at: '06:30',
    hours: 1.5,
    price: 0,
    slots: [
      { offsetHours: 0, capacity: 60 },
      { offsetHours: 24, capacity: 60 },
    ],
    tags: ['wellness', 'free'],
    hue: 150,
  },
  {
    realm: 'cultural-events',
    key: 'sur-sangam',
    title: 'Sur Sangam: National Music & Dance Competition',
    description:
      'Solo and group performers compete across auditions, semi-finals and a grand finale judged by maestros.',
    type: 'competition',
    venue: 'ncpa',
    inDays: 6,
    at: '10:00',
    hours: 6,
    price: 0,
    slots: [{ offsetHours: 0, capacity: 800 }],
    competition: { fee: 100, perExtra: 50, maxGroup: 8 },
    tags: ['music', 'dance', 'competition'],
    hue: 330,
  },
  {
    realm: 'cultural-events',
    key: 'sur-r1',
    parent: 'sur-sangam',
    round: 1,
    title: 'Sur Sangam Round 1: Auditions',
    description: 'Open auditions: every registered act performs for the jury. Audience seats available.',
    type: 'competition-round',
    venue: 'ncpa',
    inDays: 6,
    at: '10:00',
    hours: 6,
    price: 20,
    slots: [{ offsetHours: 0, capacity: 400 }],
    tags: ['round'],
    hue: 330,
  },
  {
    realm: 'cultural-events',
    key: 'sur-r2',
    parent: 'sur-sangam',
    round: 2,
    title: 'Sur Sangam Round 2: Semi-finals',
    description: 'The best twenty acts return with a new piece.',
    type: 'competition-round',
    venue: 'balgandharva',
    inDays: 20,
    at: '14:00',
    hours: 4,
    price: 40,
    slots: [{ offsetHours: 0, capacity: 600 }],
    tags: ['round'],
    hue: 330,
  },
  {
    realm: 'cultural-events',
    key: 'sur-final',
    parent: 'sur-sangam',
    round: 3,
    title: 'Sur Sangam Grand Finale',
    description: 'Six finalists, one stage, a live orchestra and the maestros’ verdict.',
    type: 'competition-round',
    venue: 'nsci',
    inDays: 35,
    at: '18:00',
    hours: 4,
    price: 80,
    slots: [{ offsetHours: 0, capacity: 2000 }],
    tags: ['round', 'finale'],
    hue: 330,
  },
  {
    realm: 'cultural-events',
    key: 'kathak',
    title: 'Kathak Utsav',
    description: 'Three generations of Kathak dancers in an evening of rhythm and storytelling.',
    type: 'dance',
    venue: 'chowdiah',
    inDays: 11,
    at: '19:00',
    hours: 3,
    price: 60,
    slots: [{ offsetHours: 0, capacity: 500 }],
    tags: ['dance', 'classical'],
    hue: 20,
  },
  {
    realm: 'cultural-events',
    key: 'poetry',
    title: 'Poetry Slam: Kolkata',
    description: 'Solo spoken-word competition in Bengali, Hindi or English. Three minutes, no props.',
    type: 'competition',
    venue: 'rabindra',
    inDays: 15,
    at: '19:00',
    hours: 3,
    price: 15,
    slots: [{ offsetHours: 0, capacity: 250 }],
    competition: { fee: 30, perExtra: 0, maxGroup: 1 },
    tags: ['poetry', 'competition'],
    hue: 260,
  },
  {
    realm: 'cultural-events',
    key: 'folk',
    title: 'Folk Dance Showcase',
    description: 'Karagattam, Lavani, Bihu and Garba troupes from four states on one stage.',
    type: 'dance',
    venue: 'music-academy',
    inDays: 8,
    at: '18:00',
    hours: 3,
    price: 35,
    slots: [{ offsetHours: 0, capacity: 700 }],
    tags: ['dance', 'folk'],
    hue: 45,
  },
];

const INDIA_UTC_OFFSET_MINUTES = 330;

/** '19:00' in India is 13:30 UTC: 810 minutes past midnight UTC. */
function minutesPastUtcMidnight(indiaTime: string) {
  const [hours = 0, minutes = 0] = indiaTime.split(':').map(Number);
  return hours * 60 + minutes - INDIA_UTC_OFFSET_MINUTES;
}

/** Demo venues and events with their slots, dated from today so every screen has something ahead. */
export async function seedDemoEvents(trx: Executor) {
  const venueIds = new Map<string, string>();
  for (const venue of VENUES) {
    const row = await trx
      .insertInto('venues')
      .values({
        name: venue.name,
        district_id: venue.district,
        address: venue.address,
        capacity: venue.capacity,
        amenities: [...venue.amenities],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    venueIds.set(venue.key, row.id);
  }
  const districtOf = new Map<string, string>(VENUES.map((venue) => [venue.key, venue.district]));
  const eventIds = new Map<string, string>();
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  for (const event of EVENTS) {
    const startsAt = new Date(
      today.getTime() + event.inDays * DAY + minutesPastUtcMidnight(event.at) * 60_000,
    );
    const row = await trx
      .insertInto('events')
      .values({
        realm: event.realm,
        parent_id: event.parent ? (eventIds.get(event.parent) ?? null) : null,
        round_number: event.round ?? null,
        title: event.title,
        description: event.description,
        title_hi: DEMO_EVENTS_HI[event.key]?.title ?? null,
        description_hi: DEMO_EVENTS_HI[event.key]?.description ?? null,
        event_type: event.type,
        district_id: districtOf.get(event.venue) as string,
        venue_id: venueIds.get(event.venue) ?? null,
        starts_at: startsAt,
        ends_at: new Date(
          startsAt.getTime() + (event.hours + Math.max(...event.slots.map((s) => s.offsetHours))) * 3600_000,
        ),
        price_credits: event.price,
        is_competition: Boolean(event.competition),
        registration_fee_credits: event.competition?.fee ?? 0,
        fee_per_additional_contestant: event.competition?.perExtra ?? 0,
        max_group_size: event.competition?.maxGroup ?? 1,
        tags: event.tags,
        image_hue: event.hue,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventIds.set(event.key, row.id);
    // Every event sells at least one ticket type (decision 078).
    await createStandardType(trx, row.id, event.price);
    if (event.key === TICKETING_DEMO_EVENT) await seedTicketing(trx, row.id);
    for (const slot of event.slots) {
      const slotStart = new Date(startsAt.getTime() + slot.offsetHours * 3600_000);
      await trx
        .insertInto('event_slots')
        .values({
          event_id: row.id,
          starts_at: slotStart,
          ends_at: new Date(slotStart.getTime() + event.hours * 3600_000),
          capacity: slot.capacity,
        })
        .execute();
    }
  }
}
