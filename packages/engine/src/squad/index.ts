// Public rules of the squad area: slots, adding and removing, the squad checks and Auto Pick.
export * from './types';
export * from './slots';
export * from './add-to-squad';
export * from './squad-issues';
export * from './auto-pick';
