import './fdr.css';

/** The class that colours a fixture by its difficulty (1 to 5), wherever it is shown. */
export const fdrClass = (difficulty: number) => `fdr-${difficulty}`;
