/**
 * The 20 districts (with their state and a centre point) and 16 borders migration 0006 inserted, typed by hand before
 * the catalogue came from a dataset. Frozen: 0006 must insert the same on a fresh database. Every district of India
 * is india-districts.ts, upserted by 0027 (decision 044), which keeps these ids and centres. Never changes.
 */
export const districtCatalogue = [
  { id: 'mumbai', name: 'Mumbai', state: 'Maharashtra', lat: 19.076, lng: 72.8777 },
  { id: 'mumbai-suburban', name: 'Mumbai Suburban', state: 'Maharashtra', lat: 19.1136, lng: 72.8697 },
  { id: 'thane', name: 'Thane', state: 'Maharashtra', lat: 19.2183, lng: 72.9781 },
  { id: 'pune', name: 'Pune', state: 'Maharashtra', lat: 18.5204, lng: 73.8567 },
  { id: 'nashik', name: 'Nashik', state: 'Maharashtra', lat: 19.9975, lng: 73.7898 },
  { id: 'raigad', name: 'Raigad', state: 'Maharashtra', lat: 18.5158, lng: 73.1822 },
  { id: 'bengaluru-urban', name: 'Bengaluru Urban', state: 'Karnataka', lat: 12.9716, lng: 77.5946 },
  { id: 'bengaluru-rural', name: 'Bengaluru Rural', state: 'Karnataka', lat: 13.2846, lng: 77.6078 },
  { id: 'mysuru', name: 'Mysuru', state: 'Karnataka', lat: 12.2958, lng: 76.6394 },
  { id: 'ramanagara', name: 'Ramanagara', state: 'Karnataka', lat: 12.7157, lng: 77.2813 },
  { id: 'chennai', name: 'Chennai', state: 'Tamil Nadu', lat: 13.0827, lng: 80.2707 },
  { id: 'chengalpattu', name: 'Chengalpattu', state: 'Tamil Nadu', lat: 12.6819, lng: 79.9888 },
  { id: 'coimbatore', name: 'Coimbatore', state: 'Tamil Nadu', lat: 11.0168, lng: 76.9558 },
  { id: 'new-delhi', name: 'New Delhi', state: 'Delhi', lat: 28.6139, lng: 77.209 },
  { id: 'south-delhi', name: 'South Delhi', state: 'Delhi', lat: 28.4817, lng: 77.1873 },
  { id: 'gurugram', name: 'Gurugram', state: 'Haryana', lat: 28.4595, lng: 77.0266 },
  { id: 'kolkata', name: 'Kolkata', state: 'West Bengal', lat: 22.5726, lng: 88.3639 },
  { id: 'howrah', name: 'Howrah', state: 'West Bengal', lat: 22.5958, lng: 88.2636 },
  { id: 'hyderabad', name: 'Hyderabad', state: 'Telangana', lat: 17.385, lng: 78.4867 },
  { id: 'rangareddy', name: 'Ranga Reddy', state: 'Telangana', lat: 17.3891, lng: 77.8367 },
];

export const districtBorders: [string, string][] = [
  ['mumbai', 'mumbai-suburban'],
  ['mumbai-suburban', 'thane'],
  ['thane', 'pune'],
  ['thane', 'nashik'],
  ['thane', 'raigad'],
  ['pune', 'raigad'],
  ['pune', 'nashik'],
  ['bengaluru-urban', 'bengaluru-rural'],
  ['bengaluru-urban', 'ramanagara'],
  ['ramanagara', 'mysuru'],
  ['bengaluru-rural', 'ramanagara'],
  ['chennai', 'chengalpattu'],
  ['new-delhi', 'south-delhi'],
  ['south-delhi', 'gurugram'],
  ['kolkata', 'howrah'],
  ['hyderabad', 'rangareddy'],
];
