/** What the bank page adds to an office of the frame: the short address and the picture (content-pages §3). */
export interface DepartmentExtra {
  id: number;
  shortAddress: string;
  image: string;
}
