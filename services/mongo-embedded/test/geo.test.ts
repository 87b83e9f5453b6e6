// 2dsphere indexes on points with $near, $nearSphere, $geoWithin and $geoNear (supplier radius search).
// Distances are great-circle metres; runs against a real MongoDB when MONGODB_URI is set.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { openSession, type Session } from './helpers.js';

let session: Session;
let db: Db;
let sites: Collection;

const point = (lng: number, lat: number): { type: 'Point'; coordinates: [number, number] } => ({
  type: 'Point',
  coordinates: [lng, lat],
});
const berlin = point(13.4, 52.5);

beforeAll(async () => {
  session = await openSession();
  db = session.db;
  sites = db.collection('sites');
  await sites.insertMany([
    { _id: 'berlin', loc: point(13.405, 52.52), kind: 'cnc' },
    { _id: 'potsdam', loc: point(13.0645, 52.3906), kind: 'cnc' },
    { _id: 'hamburg', loc: point(9.9937, 53.5511), kind: 'sheet' },
    { _id: 'munich', loc: point(11.582, 48.1351), kind: 'cnc' },
    { _id: 'unplaced', kind: 'cnc' },
  ] as never);
});

afterAll(() => session.close());

const ids = (docs: { _id: unknown }[]): unknown[] => docs.map((d) => d._id);

test('$near needs a geo index; a 2dsphere index refuses a location out of bounds', async () => {
  const err = await sites
    .find({ loc: { $near: { $geometry: berlin } } })
    .toArray()
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  await sites.createIndex({ loc: '2dsphere' });
  const bad = await sites.insertOne({ _id: 'bad', loc: point(200, 100) } as never).catch((e: unknown) => e);
  expect((bad as MongoServerError).code).toBe(16755);
});

test('$near and $nearSphere return the nearest first, within $maxDistance metres', async () => {
  const near = await sites.find({ loc: { $near: { $geometry: berlin, $maxDistance: 300_000 } } }).toArray();
  expect(ids(near)).toEqual(['berlin', 'potsdam', 'hamburg']);
  const cnc = await sites.find({ kind: 'cnc', loc: { $nearSphere: { $geometry: berlin } } }).toArray();
  expect(ids(cnc)).toEqual(['berlin', 'potsdam', 'munich']);
});

test('$geoWithin a $centerSphere, a $box, a $polygon and a GeoJSON polygon', async () => {
  const within = async (shape: object): Promise<unknown[]> =>
    ids(await sites.find({ loc: { $geoWithin: shape } }, { sort: { _id: 1 } }).toArray());
  expect(await within({ $centerSphere: [[13.4, 52.5], 50 / 6378.1] })).toEqual(['berlin', 'potsdam']);
  expect(
    await within({
      $box: [
        [9, 52],
        [14, 54],
      ],
    }),
  ).toEqual(['berlin', 'hamburg', 'potsdam']);
  expect(
    await within({
      $polygon: [
        [12, 52],
        [14, 52],
        [14, 53],
        [12, 53],
      ],
    }),
  ).toEqual(['berlin', 'potsdam']);
  const square = [
    [
      [12, 52],
      [14, 52],
      [14, 53],
      [12, 53],
      [12, 52],
    ],
  ];
  expect(await within({ $geometry: { type: 'Polygon', coordinates: square } })).toEqual([
    'berlin',
    'potsdam',
  ]);
});

test('$geoNear adds the distance in metres, filters by query and maxDistance', async () => {
  const out = await sites
    .aggregate<{ _id: string; dist: number }>([
      { $geoNear: { near: berlin, distanceField: 'dist', maxDistance: 300_000, query: { kind: 'cnc' } } },
    ])
    .toArray();
  expect(ids(out)).toEqual(['berlin', 'potsdam']);
  expect(out[0]?.dist).toBeGreaterThan(2000);
  expect(out[0]?.dist).toBeLessThan(2500);
  expect(out[1]?.dist).toBeGreaterThan(25_000);
  expect(out[1]?.dist).toBeLessThan(27_000);
});
