/**
 * What the bank page adds to an office of the frame: its street address with the office number
 * (the contacts page's, from @fuelcard/offices) and the picture (content-pages §3).
 */
export interface DepartmentExtra {
  id: number;
  address: string;
  image: string;
}
