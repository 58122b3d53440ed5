import mongoose, { type Schema } from 'mongoose';

/**
 * Registers a model once per process. Test runners may evaluate a model file twice against
 * the same mongoose, which `mongoose.model` alone refuses.
 */
export function defineModel<TSchema extends Schema>(name: string, schema: TSchema) {
  const build = () => mongoose.model(name, schema);
  return (mongoose.models[name] as ReturnType<typeof build> | undefined) ?? build();
}
