import { describe, expect, it } from 'vitest';
import { makeRecognisedDocument } from '@/server/reading/extract/testing/make-recognised-document';
import { classifyDocument } from './classify-document';

/**
 * Documents in layouts and wording the dev corpus does not have, written for these tests from how such
 * documents are commonly set out (no institution's real template): the kinds issue 11 found misfiled.
 */
const classify = (text: string) => classifyDocument(makeRecognisedDocument(text)).documentType;

const superWithInsurance = `Brightwater Retirement Fund
ABN 11 222 333 444 USI 11222333444001
Your annual statement for the year to 30 June 2025
Ms Priya Nair
Account number 70012345
Your balance at 30 June 2025 $184,220.15
What went in
Employer contributions $14,380.00
Salary sacrifice $2,400.00
What came out
Fees $312.40
Insurance premiums $846.20
Your insurance cover
Cover type Amount Yearly cost
Death $250,000 $312.00
Total and permanent disability (TPD) $250,000 $402.20
Income protection $5,200 a month $132.00
Waiting period 90 days Benefit period 2 years
Your beneficiaries
Nominated beneficiary: Arjun Nair (spouse)`;

const superTiles = `HARBOURLINE SUPER
Member since 2011
Hi Tom, here's your super at a glance
Balance $96,402.77 as at 30/06/2025
Contributions this year $11,950.00
Investment returns $7,113.41
Fees and costs $401.00
Insurance through your super
Life cover $180,000 TPD $180,000
Investment option: High Growth
Preservation components
Preserved $96,402.77 Restricted non-preserved $0.00 Unrestricted non-preserved $0.00`;

const certificateOfCover = `Southern Cross Life Limited
CERTIFICATE OF COVER
Policyholder Mr Daniel Kowalski
Life insured Daniel Kowalski Date of birth 04/02/1981
Policy no. SCL-4471902
Cover Benefit amount Premium structure
Life cover $750,000 Stepped
Trauma cover $150,000 Stepped
Annual premium $2,184.36 payable monthly
Cover start date 15 March 2023
This certificate confirms the cover in force on the date of issue.`;

const policySchedule = `ALLIANZIA HOME & CONTENTS
Schedule
Insured: Lee & Mei Chen
Situation of the insured property: 8 Banksia Crescent, Ringwood VIC 3134
Period of cover: 12/08/2025 to 12/08/2026 at 4pm
Buildings sum insured $820,000
Contents sum insured $95,000
Basic excess $500
Total amount payable $2,418.90 (incl. GST and stamp duty)`;

const incomeProtectionRenewal = `Your cover is renewing
Income Protection policy IP-88123
The insured person: Ruth Adeyemi
Monthly benefit $7,500 Waiting period 30 days Benefit period to age 65
Your new premium from 1 October 2025 is $243.18 per month
If you would like to change your cover, call us before the renewal date.`;

const tasmanianLicence = `TASMANIA
DRIVER LICENCE
SURNAME SMITH-JONES
GIVEN NAMES RUBY ANNE
LICENCE NO. A123456
DOB 21 JUN 1990 EXP 21 JUN 2029
CLASS C CONDITIONS NIL`;

const westernAustralianLicence = `Government of Western Australia
Department of Transport
Driver's Licence
Licence Number 4455667
Expiry 03/11/2030
Date of Birth 17/05/1979
HC A R-E
NGUYEN VAN MINH
14 JARRAH WAY
ROCKINGHAM WA 6168`;

const northernTerritoryLicence = `NORTHERN TERRITORY OF AUSTRALIA
MOTOR VEHICLE REGISTRY
DRIVER'S LICENCE
Lic No 998877
Expires 09 JAN 2028
Born 02 FEB 1985
BRADLEY, SAM
C`;

const photographedLicence = `Q U E E N S L A N D
DRIVER LICENCE
Licence No
123 456 789
Expiry 12/09/2031
Class C
MCDONALD KERRY`;

const superWithLicenceFooter = `Coastal Super
Annual member statement
Member number 55512345
Opening balance $40,100.00 Employer contributions $6,000.00 Closing balance $47,212.66
Issued by Coastal Trustees Pty Ltd ABN 12 345 678 901, Australian Financial Services Licence 246810`;

const councilRates = `Riverbend City Council
Rates and charges notice 2025-26
Assessment number 44120
Land value $410,000
Total due $2,140.55 Due date 30/09/2025
Owner: J Citizen, 5 Creek Rd`;

/** Bills from issuers no list knows, in their own wording (written for this test, not by the factory). */
const gasBill = `Coastline Gas Co
Gas account statement
Mr Peter Walsh
14 Gum Tree Road, Ballarat VIC 3350
Customer reference 84420019
Statement issued 3 March 2025
Balance owing $212.40
Please pay before 24 March 2025
Gas consumption 4,210 MJ over 91 days
Daily supply fee 91 days at $0.98
Consumption charges $123.22
GST included $19.31
Previous meter read 11/12/2024 Current meter read 12/03/2025`;

const electricityBill = `Brightspark Power
Energy statement
Sam Nguyen
9 Harbour View Terrace, Geelong VIC 3220
NMI 6001234567
Billing period 1 Jan 2025 to 31 Mar 2025
Peak usage 812 kWh at 31.2c
Off-peak usage 402 kWh at 18.9c
Solar feed-in credit -$42.10
Daily supply 90 days at 105.6c
Total to pay $355.80
Pay by 20 April 2025`;

describe('classifyDocument on layouts it was not tuned on', () => {
  it.each([
    ['super', 'a super statement that lists its insurance cover and premiums', superWithInsurance],
    ['super', 'a super statement in summary tiles with cover through super', superTiles],
    ['insurance', 'a certificate of cover from a life insurer', certificateOfCover],
    ['insurance', 'a home and contents schedule', policySchedule],
    ['insurance', 'an income protection renewal letter', incomeProtectionRenewal],
    ['license', 'a Tasmanian driver licence', tasmanianLicence],
    ['license', "a Western Australian driver's licence", westernAustralianLicence],
    ['license', "a Northern Territory driver's licence", northernTerritoryLicence],
    ['license', 'a photographed Queensland licence', photographedLicence],
    ['super', 'a super statement whose footer names its financial services licence', superWithLicenceFooter],
    ['other', 'a council rates notice', councilRates],
    ['other', 'a gas bill from an issuer no list knows', gasBill],
    ['other', 'an electricity bill in kWh from an issuer no list knows', electricityBill],
  ] as const)('files %s: %s', (type, _name, text) => {
    expect(classify(text)).toBe(type);
  });
});
