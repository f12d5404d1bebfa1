/** Small synthetic documents of each kind (invented people and numbers), laid out as text for tests. */
export const SAMPLE_TEXT = {
  bank: `
Westpac                                                    Bank statement
JANE CITIZEN                          Account name       JANE CITIZEN
12 WATTLE ST                          Account type       Choice Everyday
BONDI NSW 2026                        BSB                032-001
                                      Account number     1234 5678
                                      Statement period   01/03/2025 - 31/03/2025
Opening balance      $1,000.00        Total credits      $2,500.50
Total debits         $1,200.25        Closing balance    $2,300.25
Date       Transaction                         Debit        Credit       Balance
3 Mar      EFTPOS WOOLWORTHS BONDI             $50.00                    $950.00 CR`,
  payslip: `
Payslip
Harbourline Logistics Pty Ltd                           Pay period: 03/03/2025 – 16/03/2025
ABN 51 824 753 556                                      Payment date: 19/03/2025
Sydney NSW 2000                                         Pay frequency: Fortnightly
Jane Citizen                                            Position: Warehouse Supervisor
12 Wattle St                                            Annual salary: $78,000.00
Bondi NSW 2026
Gross pay                                               $3,000.00
PAYG tax                                                $500.00
Net pay                                                 $2,500.00
Superannuation guarantee (11.5%)                        $345.00
Year to date          Gross            Tax            Super
YTD totals            $51,000.00       $8,500.00      $5,865.00`,
  super: `
AustralianSuper                                         Annual member statement
Jane Citizen                            Member number                 123456789
12 Wattle St                            Statement period   1 July 2024 to 30 June 2025
Bondi NSW 2026                          Date of birth                 1 February 1980
                                        Email                         jane.citizen@example.com
                                        Mobile                        0412 345 678
                                        Investment option             Balanced
Employer contributions (Harbourline Logistics Pty Ltd)                $9,000.00
Total contributions                                                   $9,000.00
Fees                                                                  -$450.00
Closing balance at 30 June 2025                                       $120,000.00
Your insurance cover
Cover type                                          Amount              Annual premium
Death (life) cover                                  $500,000.00         $300.00
Total & permanent disability (TPD)                  $250,000.00         $150.00
Income protection – monthly benefit
                                                    $5,000.00           $700.00
Waiting period 60 days, benefit period to age 65`,
  tax: `
Australian Taxation Office                              Date of issue 20 October 2025
JANE CITIZEN
12 WATTLE ST
BONDI NSW 2026
Notice of assessment
Year ended 30 June 2025 (2024-25 income year)
Tax file number *** *** 782
Your taxable income is                                  $85,000
Tax on taxable income                                   $17,000.00
Your refund                                             $1,234.56 CR`,
  license: `
NEW SOUTH WALES                     DRIVER LICENCE
NAME
JANE CITIZEN
ADDRESS
12 WATTLE ST
BONDI NSW 2026
LICENCE NO.        EXPIRY
12345678           01 FEB 2030
DATE OF BIRTH      CLASS        CARD NO.
01 FEB 1980        C            2012345678`,
  passport: `
AUSTRALIA                                          PASSPORT
TYPE          CODE          PASSPORT NO.
P             AUS           PA1234567
SURNAME
CITIZEN
GIVEN NAMES
JANE MARY
NATIONALITY
AUSTRALIAN
P<AUSCITIZEN<<JANE<MARY<<<<<<<<<<<<<<<<<<<<<
PA12345673AUS8002011F3002016<<<<<<<<<<<<<<06`,
  medicare: `
medicare
2123 45670 1
1  JANE M CITIZEN
VALID TO 05/2029`,
  mortgage: `
Commonwealth Bank                                       Home loan statement
Jane Citizen                                            Statement date 31/12/2024
12 Wattle St
Bondi NSW 2026
Loan account number                                     1234567890
Security property                                       12 Wattle St, Bondi NSW 2026
Interest rate                                           6.10% p.a. fixed
Fixed rate expiry date                                  30/06/2026
Repayment                                               $2,100.00 monthly
Closing balance (amount owing)                          $450,000.00`,
  insurance: `
TAL                                                     Policy schedule
Policy schedule – Income protection cover
Policy owner                      Jane Citizen
Life insured                      Jane Citizen, born 01/02/1980
Address                           12 Wattle St, Bondi NSW 2026
Policy number                     IP1234567
Monthly benefit                   $6,000
Premium                           $95.00 monthly
Waiting period                    90 days
Benefit period                    To age 65`,
  investment: `
Vanguard Personal Investor                              Portfolio valuation
Jane Citizen                                            As at 30/06/2025
12 Wattle St                                            Account number 87654321
Bondi NSW 2026
Code        Investment                      Units        Price         Value
VAS         Vanguard Australian Shares        100       $100.00    $10,000.00
  Total portfolio value                                            $10,000.00`,
  utility: `
AGL                                                             Tax invoice
Jane Citizen                                              Electricity bill
12 Wattle St                                        Account number 5550001111
Bondi NSW 2026                                       Issue date 18 April 2025
   Amount due $167.85                                  Due date 9 May 2025
 Supply address                                   12 Wattle St, Bondi NSW 2026
 Usage                                                                  920 kWh`,
} as const;
