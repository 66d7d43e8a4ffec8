/** The report page's address, as the spec writes it (the page also works without `analyze`). */
export function homeInspectionReportPath(propertyId: string, inspectionId: string): string {
  const query = new URLSearchParams({
    property: propertyId,
    home_inspection_id: inspectionId,
    analyze: 'true',
  });
  return `/properties/home-inspection?${query}`;
}
