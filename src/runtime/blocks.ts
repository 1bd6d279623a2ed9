/** The blocks a screen (or a phase of it) shows for a state: those whose `when` holds (a block without one always). */
import { holds } from './logic';
import type { Block } from './types';

export const shownBlocks = <B extends Pick<Block, 'when'>>(blocks: readonly B[], snapshot: object): B[] =>
  blocks.filter((b) => b.when === undefined || holds(b.when, snapshot));
