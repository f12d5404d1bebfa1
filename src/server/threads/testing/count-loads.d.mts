export function evaluations(): number;
