import type mongoose from 'mongoose';

/** One page of an admin listing, newest first, with `_id` exposed as `id`. */
export async function paginate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any collection's model pages the same way
  model: mongoose.Model<any>,
  filter: Record<string, unknown>,
  page: number,
  pageSize: number,
  sort: Record<string, 1 | -1>,
) {
  const [items, total] = await Promise.all([
    model.find(filter).sort(sort).skip((page - 1) * pageSize).limit(pageSize).lean(),
    model.countDocuments(filter),
  ]);
  return {
    items: (items as { _id: unknown }[]).map(({ _id, ...rest }) => ({ id: String(_id), ...rest })),
    total,
    page,
    pageSize,
  };
}
