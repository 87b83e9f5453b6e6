// Authentication (SCRAM-SHA-256) through the official driver, as the services connect under `npm start`.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import { start, type EmbeddedMongo } from '../src/index.js';

const USER = 'forge';
const PASSWORD = 'a-generated-password-of-enough-length-0123';

describe('a store with authentication on', () => {
  let mongo: EmbeddedMongo;
  const at = (credentials: string) => mongo.uri.replace('mongodb://', `mongodb://${credentials}`);

  beforeAll(async () => {
    mongo = await start({ inMemory: true, port: 0, users: [{ user: USER, password: PASSWORD }] });
  });
  afterAll(async () => {
    await mongo.stop();
  });

  test('a connection without credentials cannot list collections or read', async () => {
    const client = await MongoClient.connect(mongo.uri, { serverSelectionTimeoutMS: 3000 });
    try {
      const error = await client.db('forge').listCollections().toArray().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MongoServerError);
      expect((error as MongoServerError).code).toBe(13);
      await expect(client.db('forge').collection('x').findOne({})).rejects.toThrow(/requires authentication/);
    } finally {
      await client.close();
    }
  });

  test('a wrong password is refused', async () => {
    await expect(
      MongoClient.connect(`${at(`${USER}:wrong-password@`)}/forge?authSource=admin`, { serverSelectionTimeoutMS: 3000 }),
    ).rejects.toThrow(/Authentication failed/);
  });

  test('the right user works through the driver and mongoose', async () => {
    const client = await MongoClient.connect(`${at(`${USER}:${PASSWORD}@`)}/forge?authSource=admin`);
    try {
      await client.db('forge').collection('things').insertOne({ name: 'bolt' });
      expect((await client.db('forge').listCollections().toArray()).map((c) => c.name)).toContain('things');
    } finally {
      await client.close();
    }
    const connection = await mongoose.createConnection(`${at(`${USER}:${PASSWORD}@`)}/forge?authSource=admin`).asPromise();
    try {
      expect(await connection.db!.collection('things').countDocuments()).toBe(1);
    } finally {
      await connection.close();
    }
  });
});
