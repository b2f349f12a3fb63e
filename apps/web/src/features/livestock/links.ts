/** The livestock farm page of a farm (spec §2: /animal-husbandry-manage-third-part/farmDetail/:orgid/:orgname). */
export function farmPath(farmId: number, farmName: string): string {
  return `/animal-husbandry-manage-third-part/farmDetail/${farmId}/${encodeURIComponent(farmName)}`;
}
