/** Style sheets are bundled by Parcel (and stubbed in jest); they export nothing to TypeScript. */
declare module '*.css';
