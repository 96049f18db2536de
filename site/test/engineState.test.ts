/** The engine's model as JSON (engine/sync/model.ts): the state file and the render workers' copy. */
import { describe, expect, it } from 'vitest';
import { pageKeys } from '../engine/paths';
import { modelFromJson, modelToJson, type ModelJson } from '../engine/sync/model';
import { model, post } from './engineModel';

const bio = 'A long biography that every post of this author repeated in the state file. '.repeat(6);
const author = () => ({ name: 'Ayşe', avatar: '/media/ayse.jpg', bio });

// Authors as the sync leaves them: a fresh object per fetched post, equal ones among them.
const records = [
  post(1, 1, 1, { author: author() }),
  post(2, 2, 2, { author: author() }),
  post(3, 1, 3, { author: { name: 'Guest', avatar: null, bio: null } }),
  post(4, 3, 4, { author: null }),
  post(5, 2, 5, { author: author() }),
];

const roundTrip = (json: ModelJson) => modelFromJson(JSON.parse(JSON.stringify(json)) as ModelJson);

describe('the model as JSON', () => {
  it('writes each author once', () => {
    const text = JSON.stringify(modelToJson(model(records)));
    expect(text.split(bio).length - 1).toBe(1);
    expect(modelToJson(model(records)).authors).toHaveLength(2);
  });

  it('reads back entries that serialise as before, so every page keeps its key', () => {
    const original = model(records);
    const read = roundTrip(modelToJson(original));
    expect(read.posts.map((record) => JSON.stringify(record.entry))).toEqual(
      original.posts.map((record) => JSON.stringify(record.entry)),
    );
    expect(read.posts.map((record) => record.bodyDigest)).toEqual(original.posts.map((record) => record.bodyDigest));
    expect([...pageKeys(read)]).toEqual([...pageKeys(original)]);
  });

  it('leaves the model it was given as it was', () => {
    const original = model(records);
    modelToJson(original);
    expect(original.posts.every((record) => typeof record.entry.author !== 'number')).toBe(true);
  });

  it("shares one object among an author's posts", () => {
    const read = roundTrip(modelToJson(model(records)));
    const byId = new Map(read.posts.map((record) => [record.entry.id, record.entry]));
    expect(byId.get(1)!.author).toBe(byId.get(2)!.author);
    expect(byId.get(5)!.author).toBe(byId.get(1)!.author);
    expect(byId.get(3)!.author).not.toBe(byId.get(1)!.author);
    expect(byId.get(4)!.author).toBeNull();
  });

  it('reads a version 4 state, whose posts carry their own authors, to the same entries', () => {
    const original = model(records);
    const v4 = JSON.parse(JSON.stringify({ ...original, thumbs: [...original.thumbs] })) as ModelJson;
    const read = modelFromJson(v4);
    expect(read.posts.map((record) => JSON.stringify(record.entry))).toEqual(
      original.posts.map((record) => JSON.stringify(record.entry)),
    );
    const byId = new Map(read.posts.map((record) => [record.entry.id, record.entry]));
    expect(byId.get(1)!.author).toBe(byId.get(2)!.author);
  });

  it('refuses a state that names an author it does not list', () => {
    const json = JSON.parse(JSON.stringify(modelToJson(model(records)))) as ModelJson;
    json.authors = [];
    expect(() => modelFromJson(json)).toThrow(/names author 0/);
  });
});
