// The three sample programs of decisions.md 31 (prices), seeded as published catalogue content.
import type { SeedProgram } from './program-builder';
import { advancedSkills } from './programs/advanced-skills';
import { basicObedience } from './programs/basic-obedience';
import { behavioralCorrection } from './programs/behavioral-correction';

export const samplePrograms: readonly SeedProgram[] = [basicObedience, advancedSkills, behavioralCorrection];
