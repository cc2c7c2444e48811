/**
 * Hindi for the words of an invoice PDF (decision 079): the documents' titles as the Hindi GST forms name them
 * (कर बीजक, आपूर्ति बिल), the parties, the table's columns and the closing notes; and the confirmation email's line
 * naming the attached PDF. Changes when the PDF or that line says something new.
 */
export const invoicingPdf: Record<string, string> = {
  'Tax Invoice': 'कर बीजक',
  'Bill of Supply': 'आपूर्ति बिल',
  'Invoice-cum-Bill of Supply': 'बीजक-सह-आपूर्ति बिल',
  Receipt: 'रसीद',
  'Credit Note': 'क्रेडिट नोट',
  Number: 'क्रमांक',
  Date: 'तारीख़',
  'Against invoice': 'मूल बीजक',
  '{state} (code {code})': '{state} (कोड {code})',
  Supplier: 'आपूर्तिकर्ता',
  Recipient: 'प्राप्तकर्ता',
  'GSTIN: {gstin}': 'जीएसटीआईएन: {gstin}',
  'State: {state}': 'राज्य: {state}',
  'Unregistered (no GSTIN)': 'अपंजीकृत (जीएसटीआईएन नहीं)',
  'Place of supply: {place}': 'आपूर्ति का स्थान: {place}',
  Exempt: 'छूट',
  Description: 'विवरण',
  SAC: 'एसएसी',
  Qty: 'मात्रा',
  'Unit price (₹)': 'इकाई मूल्य (₹)',
  'Taxable value (₹)': 'कर-योग्य मूल्य (₹)',
  Rate: 'दर',
  Amount: 'राशि',
  IGST: 'आईजीएसटी',
  CGST: 'सीजीएसटी',
  SGST: 'एसजीएसटी',
  'Total (₹)': 'कुल (₹)',
  'Taxable value': 'कर-योग्य मूल्य',
  'Total credited': 'कुल क्रेडिट राशि',
  Total: 'कुल',
  'Amount in words': 'राशि शब्दों में',
  'No GST is charged: the supplier is not registered for GST.':
    'कोई जीएसटी नहीं लिया गया: आपूर्तिकर्ता जीएसटी में पंजीकृत नहीं है।',
  'Prices include GST.': 'कीमतों में जीएसटी शामिल है।',
  'Tax payable on reverse charge: No.': 'रिवर्स चार्ज पर देय कर: नहीं।',
  'For {supplier}': '{supplier} की ओर से',
  'Authorised signatory': 'अधिकृत हस्ताक्षरकर्ता',
  'This is a computer-generated document and needs no signature.':
    'यह कंप्यूटर से बना दस्तावेज़ है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  '{number} (attached as a PDF)': '{number} (पीडीएफ़ के रूप में संलग्न)',
};
