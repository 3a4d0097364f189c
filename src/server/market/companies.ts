// Real listed companies: NYSE and NASDAQ, and the Saudi Exchange (Tadawul). Approximate figures
// as publicly known: shares outstanding (millions), a reference price (USD, or SAR for .SR) and
// the annual dividend per share in the same currency. One company a line:
// SYMBOL|Name|Exchange|Sector code|Shares (M)|Price|Annual dividend
// Sector codes: T Technology, C Communication Services, Y Consumer Cyclical, D Consumer
// Defensive, H Healthcare, F Financial Services, I Industrials, E Energy, U Utilities,
// R Real Estate, M Basic Materials.
export const COMPANIES = `
AAPL|Apple Inc.|NASDAQ|T|14900|230|1.04
MSFT|Microsoft Corporation|NASDAQ|T|7430|425|3.32
NVDA|NVIDIA Corporation|NASDAQ|T|24400|180|0.04
AMZN|Amazon.com, Inc.|NASDAQ|Y|10600|220|0
GOOGL|Alphabet Inc. Class A|NASDAQ|C|5800|250|0.84
GOOG|Alphabet Inc. Class C|NASDAQ|C|5450|251|0.84
META|Meta Platforms, Inc.|NASDAQ|C|2520|720|2.1
TSLA|Tesla, Inc.|NASDAQ|Y|3220|430|0
AVGO|Broadcom Inc.|NASDAQ|T|4700|340|2.36
BRK-B|Berkshire Hathaway Inc. Class B|NYSE|F|1300|490|0
JPM|JPMorgan Chase & Co.|NYSE|F|2750|300|6
LLY|Eli Lilly and Company|NYSE|H|895|820|6
V|Visa Inc.|NYSE|F|1920|345|2.36
UNH|UnitedHealth Group Incorporated|NYSE|H|905|330|8.84
XOM|Exxon Mobil Corporation|NYSE|E|4260|115|3.96
MA|Mastercard Incorporated|NYSE|F|910|570|3.04
JNJ|Johnson & Johnson|NYSE|H|2410|190|5.2
PG|The Procter & Gamble Company|NYSE|D|2340|155|4.23
HD|The Home Depot, Inc.|NYSE|Y|995|390|9.2
COST|Costco Wholesale Corporation|NASDAQ|D|443|920|5.2
ORCL|Oracle Corporation|NYSE|T|2820|240|2
ABBV|AbbVie Inc.|NYSE|H|1770|225|6.56
WMT|Walmart Inc.|NASDAQ|D|7990|102|0.94
BAC|Bank of America Corporation|NYSE|F|7500|51|1.08
KO|The Coca-Cola Company|NYSE|D|4300|69|2.04
CVX|Chevron Corporation|NYSE|E|1730|155|6.84
MRK|Merck & Co., Inc.|NYSE|H|2500|88|3.24
NFLX|Netflix, Inc.|NASDAQ|C|425|1200|0
CRM|Salesforce, Inc.|NYSE|T|955|245|1.66
AMD|Advanced Micro Devices, Inc.|NASDAQ|T|1620|160|0
PEP|PepsiCo, Inc.|NASDAQ|D|1370|145|5.69
TMO|Thermo Fisher Scientific Inc.|NYSE|H|378|480|1.72
LIN|Linde plc|NASDAQ|M|470|460|6
ADBE|Adobe Inc.|NASDAQ|T|425|350|0
CSCO|Cisco Systems, Inc.|NASDAQ|T|3960|68|1.64
ACN|Accenture plc|NYSE|T|623|250|5.92
MCD|McDonald's Corporation|NYSE|Y|714|305|7.08
ABT|Abbott Laboratories|NYSE|H|1740|130|2.36
WFC|Wells Fargo & Company|NYSE|F|3250|80|1.6
IBM|International Business Machines Corporation|NYSE|T|930|260|6.72
PM|Philip Morris International Inc.|NYSE|D|1555|160|5.64
GE|GE Aerospace|NYSE|I|1060|290|1.44
DIS|The Walt Disney Company|NYSE|C|1800|115|1
QCOM|QUALCOMM Incorporated|NASDAQ|T|1090|160|3.56
INTU|Intuit Inc.|NASDAQ|T|279|660|4.16
TXN|Texas Instruments Incorporated|NASDAQ|T|908|185|5.44
CAT|Caterpillar Inc.|NYSE|I|468|440|6.04
VZ|Verizon Communications Inc.|NYSE|C|4215|41|2.74
AMGN|Amgen Inc.|NASDAQ|H|538|290|9.52
ISRG|Intuitive Surgical, Inc.|NASDAQ|H|358|470|0
NOW|ServiceNow, Inc.|NYSE|T|207|920|0
GS|The Goldman Sachs Group, Inc.|NYSE|F|307|760|16
PFE|Pfizer Inc.|NYSE|H|5680|25|1.72
SPGI|S&P Global Inc.|NYSE|F|305|510|3.84
T|AT&T Inc.|NYSE|C|7150|28|1.11
CMCSA|Comcast Corporation|NASDAQ|C|3700|33|1.32
RTX|RTX Corporation|NYSE|I|1335|160|2.72
AXP|American Express Company|NYSE|F|695|340|3.28
MS|Morgan Stanley|NYSE|F|1595|150|4
NEE|NextEra Energy, Inc.|NYSE|U|2060|72|2.27
UNP|Union Pacific Corporation|NYSE|I|593|225|5.52
LOW|Lowe's Companies, Inc.|NYSE|Y|560|250|4.8
PGR|The Progressive Corporation|NYSE|F|586|250|0.4
HON|Honeywell International Inc.|NASDAQ|I|635|210|4.52
BKNG|Booking Holdings Inc.|NASDAQ|Y|32.5|5400|38.4
UBER|Uber Technologies, Inc.|NYSE|T|2090|95|0
ETN|Eaton Corporation plc|NYSE|I|391|370|4.16
SYK|Stryker Corporation|NYSE|H|382|380|3.36
BLK|BlackRock, Inc.|NYSE|F|155|1100|20.84
C|Citigroup Inc.|NYSE|F|1840|98|2.4
ELV|Elevance Health, Inc.|NYSE|H|225|330|6.84
BSX|Boston Scientific Corporation|NYSE|H|1480|100|0
SCHW|The Charles Schwab Corporation|NYSE|F|1815|95|1.08
VRTX|Vertex Pharmaceuticals Incorporated|NASDAQ|H|256|420|0
LMT|Lockheed Martin Corporation|NYSE|I|233|480|13.2
ADP|Automatic Data Processing, Inc.|NASDAQ|I|405|300|6.16
MDT|Medtronic plc|NYSE|H|1280|92|2.84
PLD|Prologis, Inc.|NYSE|R|927|110|4.04
TJX|The TJX Companies, Inc.|NYSE|Y|1115|135|1.7
BMY|Bristol-Myers Squibb Company|NYSE|H|2035|46|2.48
CB|Chubb Limited|NYSE|F|399|275|3.88
MMC|Marsh & McLennan Companies, Inc.|NYSE|F|492|200|3.6
ADI|Analog Devices, Inc.|NASDAQ|T|496|240|3.96
PANW|Palo Alto Networks, Inc.|NASDAQ|T|665|200|0
DE|Deere & Company|NYSE|I|271|470|6.48
GILD|Gilead Sciences, Inc.|NASDAQ|H|1245|115|3.16
SBUX|Starbucks Corporation|NASDAQ|Y|1140|85|2.48
MU|Micron Technology, Inc.|NASDAQ|T|1120|160|0.46
AMAT|Applied Materials, Inc.|NASDAQ|T|800|190|1.84
LRCX|Lam Research Corporation|NASDAQ|T|1280|115|0.92
KLAC|KLA Corporation|NASDAQ|T|132|900|7.6
INTC|Intel Corporation|NASDAQ|T|4370|24|0
MO|Altria Group, Inc.|NYSE|D|1685|60|4.2
SO|The Southern Company|NYSE|U|1100|92|2.96
DUK|Duke Energy Corporation|NYSE|U|777|122|4.22
CI|The Cigna Group|NYSE|H|268|300|6.04
ICE|Intercontinental Exchange, Inc.|NYSE|F|573|170|1.92
AMT|American Tower Corporation|NYSE|R|468|200|6.8
CME|CME Group Inc.|NASDAQ|F|360|270|5
SHW|The Sherwin-Williams Company|NYSE|M|250|340|3.16
ZTS|Zoetis Inc.|NYSE|H|445|145|2
MDLZ|Mondelez International, Inc.|NASDAQ|D|1295|62|2
EQIX|Equinix, Inc.|NASDAQ|R|98|780|18.76
PH|Parker-Hannifin Corporation|NYSE|I|128|720|7.2
CL|Colgate-Palmolive Company|NYSE|D|808|80|2.08
MCK|McKesson Corporation|NYSE|H|125|700|3.28
WM|Waste Management, Inc.|NYSE|I|402|220|3.3
CVS|CVS Health Corporation|NYSE|H|1265|70|2.66
TGT|Target Corporation|NYSE|D|455|95|4.56
GD|General Dynamics Corporation|NYSE|I|269|320|6
NOC|Northrop Grumman Corporation|NYSE|I|143|570|9.24
USB|U.S. Bancorp|NYSE|F|1560|47|2
PNC|The PNC Financial Services Group, Inc.|NYSE|F|395|190|6.8
APH|Amphenol Corporation|NYSE|T|1210|110|0.66
MMM|3M Company|NYSE|I|533|150|2.92
ITW|Illinois Tool Works Inc.|NYSE|I|292|255|6.04
EOG|EOG Resources, Inc.|NYSE|E|545|120|4.08
COP|ConocoPhillips|NYSE|E|1250|92|3.12
SLB|Schlumberger Limited|NYSE|E|1360|36|1.14
FDX|FedEx Corporation|NYSE|I|236|240|5.8
ECL|Ecolab Inc.|NYSE|M|283|270|2.6
EMR|Emerson Electric Co.|NYSE|I|562|135|2.11
CSX|CSX Corporation|NASDAQ|I|1865|35|0.52
NSC|Norfolk Southern Corporation|NYSE|I|225|280|5.4
AON|Aon plc|NYSE|F|216|360|2.98
HCA|HCA Healthcare, Inc.|NYSE|H|237|420|2.88
ORLY|O'Reilly Automotive, Inc.|NASDAQ|Y|850|100|0
AZO|AutoZone, Inc.|NYSE|Y|16.7|4000|0
MAR|Marriott International, Inc.|NASDAQ|Y|272|270|2.64
HLT|Hilton Worldwide Holdings Inc.|NYSE|Y|236|270|0.6
ABNB|Airbnb, Inc.|NASDAQ|Y|610|125|0
SNPS|Synopsys, Inc.|NASDAQ|T|185|460|0
CDNS|Cadence Design Systems, Inc.|NASDAQ|T|273|340|0
CRWD|CrowdStrike Holdings, Inc.|NASDAQ|T|250|480|0
FTNT|Fortinet, Inc.|NASDAQ|T|765|80|0
ANET|Arista Networks, Inc.|NYSE|T|1257|140|0
MRVL|Marvell Technology, Inc.|NASDAQ|T|862|75|0.24
ADSK|Autodesk, Inc.|NASDAQ|T|214|310|0
WDAY|Workday, Inc.|NASDAQ|T|267|230|0
PYPL|PayPal Holdings, Inc.|NASDAQ|F|960|68|0.56
SQ|Block, Inc.|NYSE|T|610|75|0
SHOP|Shopify Inc.|NASDAQ|T|1300|150|0
SNOW|Snowflake Inc.|NYSE|T|337|230|0
PLTR|Palantir Technologies Inc.|NASDAQ|T|2370|180|0
DDOG|Datadog, Inc.|NASDAQ|T|349|140|0
ZS|Zscaler, Inc.|NASDAQ|T|155|280|0
TEAM|Atlassian Corporation|NASDAQ|T|263|170|0
MDB|MongoDB, Inc.|NASDAQ|T|81|320|0
NET|Cloudflare, Inc.|NYSE|T|348|210|0
HUBS|HubSpot, Inc.|NYSE|T|52.5|450|0
OKTA|Okta, Inc.|NASDAQ|T|175|90|0
TWLO|Twilio Inc.|NYSE|T|153|105|0
DELL|Dell Technologies Inc.|NYSE|T|680|130|2.1
HPQ|HP Inc.|NYSE|T|940|27|1.16
HPE|Hewlett Packard Enterprise Company|NYSE|T|1320|22|0.52
NTAP|NetApp, Inc.|NASDAQ|T|200|115|2.08
WDC|Western Digital Corporation|NASDAQ|T|348|95|0.4
STX|Seagate Technology Holdings plc|NASDAQ|T|212|200|2.88
ON|ON Semiconductor Corporation|NASDAQ|T|412|50|0
NXPI|NXP Semiconductors N.V.|NASDAQ|T|252|215|4.06
MCHP|Microchip Technology Incorporated|NASDAQ|T|540|65|1.82
SMCI|Super Micro Computer, Inc.|NASDAQ|T|594|45|0
ARM|Arm Holdings plc|NASDAQ|T|1060|150|0
TSM|Taiwan Semiconductor Manufacturing Company Limited|NYSE|T|5190|290|2.9
ASML|ASML Holding N.V.|NASDAQ|T|388|950|7.4
SAP|SAP SE|NYSE|T|1170|270|2.6
SONY|Sony Group Corporation|NYSE|T|6030|27|0.15
BABA|Alibaba Group Holding Limited|NYSE|Y|2300|160|1.05
PDD|PDD Holdings Inc.|NASDAQ|Y|1390|120|0
JD|JD.com, Inc.|NASDAQ|Y|1430|33|1
NIO|NIO Inc.|NYSE|Y|2090|6.5|0
RIVN|Rivian Automotive, Inc.|NASDAQ|Y|1220|14|0
LCID|Lucid Group, Inc.|NASDAQ|Y|305|20|0
F|Ford Motor Company|NYSE|Y|3980|12|0.6
GM|General Motors Company|NYSE|Y|955|60|0.6
STLA|Stellantis N.V.|NYSE|Y|2880|10|0.75
TM|Toyota Motor Corporation|NYSE|Y|1310|190|5.3
HMC|Honda Motor Co., Ltd.|NYSE|Y|1320|33|1.3
NKE|NIKE, Inc.|NYSE|Y|1480|70|1.6
LULU|Lululemon Athletica Inc.|NASDAQ|Y|120|180|0
ROST|Ross Stores, Inc.|NASDAQ|Y|326|150|1.62
DG|Dollar General Corporation|NYSE|D|220|105|2.36
DLTR|Dollar Tree, Inc.|NASDAQ|D|205|100|0
KR|The Kroger Co.|NYSE|D|661|67|1.34
SYY|Sysco Corporation|NYSE|D|480|78|2.16
KMB|Kimberly-Clark Corporation|NASDAQ|D|332|125|5.04
GIS|General Mills, Inc.|NYSE|D|540|50|2.44
KHC|The Kraft Heinz Company|NASDAQ|D|1185|27|1.6
HSY|The Hershey Company|NYSE|D|203|180|5.48
K|Kellanova|NYSE|D|346|80|2.28
STZ|Constellation Brands, Inc.|NYSE|D|176|140|4.08
KDP|Keurig Dr Pepper Inc.|NASDAQ|D|1360|30|0.92
MNST|Monster Beverage Corporation|NASDAQ|D|976|68|0
EL|The Estée Lauder Companies Inc.|NYSE|D|360|88|1.4
CLX|The Clorox Company|NYSE|D|123|120|4.96
CHD|Church & Dwight Co., Inc.|NYSE|D|243|90|1.18
ADM|Archer-Daniels-Midland Company|NYSE|D|481|60|2.04
TSN|Tyson Foods, Inc.|NYSE|D|356|55|2
CAG|Conagra Brands, Inc.|NYSE|D|478|19|1.4
CPB|The Campbell's Company|NASDAQ|D|298|32|1.56
BG|Bunge Global SA|NYSE|D|200|90|2.8
WBA|Walgreens Boots Alliance, Inc.|NASDAQ|D|865|11.9|1
DPZ|Domino's Pizza, Inc.|NASDAQ|Y|34|450|6.96
CMG|Chipotle Mexican Grill, Inc.|NYSE|Y|1345|40|0
YUM|Yum! Brands, Inc.|NYSE|Y|278|145|2.84
DRI|Darden Restaurants, Inc.|NYSE|Y|117|190|6
EBAY|eBay Inc.|NASDAQ|Y|457|90|1.16
ETSY|Etsy, Inc.|NASDAQ|Y|100|60|0
EXPE|Expedia Group, Inc.|NASDAQ|Y|124|220|1.6
RCL|Royal Caribbean Cruises Ltd.|NYSE|Y|272|320|3.2
CCL|Carnival Corporation & plc|NYSE|Y|1310|29|0
NCLH|Norwegian Cruise Line Holdings Ltd.|NYSE|Y|450|24|0
LVS|Las Vegas Sands Corp.|NYSE|Y|690|55|1
WYNN|Wynn Resorts, Limited|NASDAQ|Y|104|120|1
MGM|MGM Resorts International|NYSE|Y|272|35|0
DAL|Delta Air Lines, Inc.|NYSE|I|653|60|0.75
UAL|United Airlines Holdings, Inc.|NASDAQ|I|327|100|0
AAL|American Airlines Group Inc.|NASDAQ|I|660|13|0
LUV|Southwest Airlines Co.|NYSE|I|527|33|0.72
BA|The Boeing Company|NYSE|I|758|220|0
UPS|United Parcel Service, Inc.|NYSE|I|848|88|6.56
LHX|L3Harris Technologies, Inc.|NYSE|I|187|280|4.8
TDG|TransDigm Group Incorporated|NYSE|I|56|1350|0
HWM|Howmet Aerospace Inc.|NYSE|I|403|190|0.4
CARR|Carrier Global Corporation|NYSE|I|855|65|0.9
OTIS|Otis Worldwide Corporation|NYSE|I|392|90|1.68
JCI|Johnson Controls International plc|NYSE|I|655|115|1.48
TT|Trane Technologies plc|NYSE|I|222|420|3.76
ROK|Rockwell Automation, Inc.|NYSE|I|112|340|5.24
CMI|Cummins Inc.|NYSE|I|138|400|7.28
PCAR|PACCAR Inc|NASDAQ|I|525|100|1.32
URI|United Rentals, Inc.|NYSE|I|64|900|7.16
FAST|Fastenal Company|NASDAQ|I|1147|45|0.88
GWW|W.W. Grainger, Inc.|NYSE|I|48|1000|8.6
CTAS|Cintas Corporation|NASDAQ|I|403|210|1.56
PAYX|Paychex, Inc.|NASDAQ|I|360|140|4.32
RSG|Republic Services, Inc.|NYSE|I|312|235|2.32
VRSK|Verisk Analytics, Inc.|NASDAQ|I|140|270|1.8
ODFL|Old Dominion Freight Line, Inc.|NASDAQ|I|211|150|1.12
XYL|Xylem Inc.|NYSE|I|243|140|1.6
DOV|Dover Corporation|NYSE|I|137|180|2.08
IR|Ingersoll Rand Inc.|NYSE|I|398|80|0.08
AME|AMETEK, Inc.|NYSE|I|231|185|1.24
WAB|Westinghouse Air Brake Technologies Corporation|NYSE|I|171|200|1
GEV|GE Vernova Inc.|NYSE|I|273|600|1
VRT|Vertiv Holdings Co|NYSE|I|382|150|0.2
PWR|Quanta Services, Inc.|NYSE|I|148|400|0.4
J|Jacobs Solutions Inc.|NYSE|I|120|145|1.28
LDOS|Leidos Holdings, Inc.|NYSE|T|128|180|1.6
AXON|Axon Enterprise, Inc.|NASDAQ|I|78|700|0
EFX|Equifax Inc.|NYSE|I|124|240|2
NEM|Newmont Corporation|NYSE|M|1100|85|1
FCX|Freeport-McMoRan Inc.|NYSE|M|1436|42|0.6
NUE|Nucor Corporation|NYSE|M|230|140|2.2
DOW|Dow Inc.|NYSE|M|708|23|1.4
DD|DuPont de Nemours, Inc.|NYSE|M|418|75|1.64
APD|Air Products and Chemicals, Inc.|NYSE|M|222|280|7.16
PPG|PPG Industries, Inc.|NYSE|M|226|105|2.72
LYB|LyondellBasell Industries N.V.|NYSE|M|322|48|5.48
ALB|Albemarle Corporation|NYSE|M|118|85|1.62
MLM|Martin Marietta Materials, Inc.|NYSE|M|60.5|620|3.28
VMC|Vulcan Materials Company|NYSE|M|132|290|1.96
IP|International Paper Company|NYSE|M|528|47|1.85
CF|CF Industries Holdings, Inc.|NYSE|M|162|90|2
MOS|The Mosaic Company|NYSE|M|317|33|0.88
STLD|Steel Dynamics, Inc.|NASDAQ|M|148|150|2
CTVA|Corteva, Inc.|NYSE|M|680|70|0.72
SCCO|Southern Copper Corporation|NYSE|M|804|120|2.8
AA|Alcoa Corporation|NYSE|M|259|35|0.4
X|United States Steel Corporation|NYSE|M|226|54|0.2
OXY|Occidental Petroleum Corporation|NYSE|E|985|44|0.96
MPC|Marathon Petroleum Corporation|NYSE|E|310|175|3.64
PSX|Phillips 66|NYSE|E|405|130|4.8
VLO|Valero Energy Corporation|NYSE|E|311|160|4.52
KMI|Kinder Morgan, Inc.|NYSE|E|2222|27|1.17
WMB|The Williams Companies, Inc.|NYSE|E|1220|60|2
OKE|ONEOK, Inc.|NYSE|E|625|75|4.12
HAL|Halliburton Company|NYSE|E|855|23|0.68
BKR|Baker Hughes Company|NASDAQ|E|988|45|0.92
DVN|Devon Energy Corporation|NYSE|E|630|34|0.96
FANG|Diamondback Energy, Inc.|NASDAQ|E|292|145|4
HES|Hess Corporation|NYSE|E|309|145|2
CTRA|Coterra Energy Inc.|NYSE|E|763|25|0.88
EQT|EQT Corporation|NYSE|E|624|55|0.66
APA|APA Corporation|NASDAQ|E|358|23|1
ET|Energy Transfer LP|NYSE|E|3430|17.5|1.31
EPD|Enterprise Products Partners L.P.|NYSE|E|2165|31|2.16
TRGP|Targa Resources Corp.|NYSE|E|217|170|4
LNG|Cheniere Energy, Inc.|NYSE|E|222|230|2
SHEL|Shell plc|NYSE|E|5900|72|2.86
BP|BP p.l.c.|NYSE|E|2620|34|1.99
TTE|TotalEnergies SE|NYSE|E|2200|62|3.4
D|Dominion Energy, Inc.|NYSE|U|853|58|2.67
AEP|American Electric Power Company, Inc.|NASDAQ|U|534|112|3.72
EXC|Exelon Corporation|NASDAQ|U|1010|45|1.6
SRE|Sempra|NYSE|U|653|88|2.58
XEL|Xcel Energy Inc.|NASDAQ|U|590|72|2.28
PCG|PG&E Corporation|NYSE|U|2197|15.5|0.1
ED|Consolidated Edison, Inc.|NYSE|U|360|100|3.4
PEG|Public Service Enterprise Group Incorporated|NYSE|U|499|85|2.52
WEC|WEC Energy Group, Inc.|NYSE|U|322|110|3.57
EIX|Edison International|NYSE|U|385|56|3.31
ETR|Entergy Corporation|NYSE|U|445|92|2.4
DTE|DTE Energy Company|NYSE|U|207|135|4.36
FE|FirstEnergy Corp.|NYSE|U|577|45|1.78
PPL|PPL Corporation|NYSE|U|739|36|1.09
AEE|Ameren Corporation|NYSE|U|270|100|2.84
CNP|CenterPoint Energy, Inc.|NYSE|U|652|38|0.88
CEG|Constellation Energy Corporation|NASDAQ|U|313|330|1.55
VST|Vistra Corp.|NYSE|U|339|200|0.9
NRG|NRG Energy, Inc.|NYSE|U|195|160|1.76
AWK|American Water Works Company, Inc.|NYSE|U|195|140|3.31
O|Realty Income Corporation|NYSE|R|903|58|3.22
SPG|Simon Property Group, Inc.|NYSE|R|326|180|8.4
PSA|Public Storage|NYSE|R|175|290|12
WELL|Welltower Inc.|NYSE|R|660|165|2.68
DLR|Digital Realty Trust, Inc.|NYSE|R|340|170|4.88
CCI|Crown Castle Inc.|NYSE|R|435|100|4.25
VICI|VICI Properties Inc.|NYSE|R|1060|33|1.73
AVB|AvalonBay Communities, Inc.|NYSE|R|142|190|7
EQR|Equity Residential|NYSE|R|380|65|2.77
EXR|Extra Space Storage Inc.|NYSE|R|212|140|6.48
CBRE|CBRE Group, Inc.|NYSE|R|298|155|0
IRM|Iron Mountain Incorporated|NYSE|R|295|95|3.14
VTR|Ventas, Inc.|NYSE|R|453|68|1.92
ARE|Alexandria Real Estate Equities, Inc.|NYSE|R|170|75|5.28
MAA|Mid-America Apartment Communities, Inc.|NYSE|R|117|140|6.12
KIM|Kimco Realty Corporation|NYSE|R|680|22|1
INVH|Invitation Homes Inc.|NYSE|R|613|30|1.16
ESS|Essex Property Trust, Inc.|NYSE|R|64|260|10.28
HST|Host Hotels & Resorts, Inc.|NASDAQ|R|688|17|0.8
UDR|UDR, Inc.|NYSE|R|331|37|1.72
REG|Regency Centers Corporation|NASDAQ|R|182|72|2.82
BXP|BXP, Inc.|NYSE|R|158|72|2.8
FRT|Federal Realty Investment Trust|NYSE|R|86|100|4.52
AMH|American Homes 4 Rent|NYSE|R|370|33|1.2
GLPI|Gaming and Leisure Properties, Inc.|NASDAQ|R|283|46|3.12
WPC|W. P. Carey Inc.|NYSE|R|219|67|3.6
STAG|STAG Industrial, Inc.|NYSE|R|187|37|1.49
NNN|NNN REIT, Inc.|NYSE|R|188|42|2.4
SBAC|SBA Communications Corporation|NASDAQ|R|107|195|4.44
COF|Capital One Financial Corporation|NYSE|F|640|220|2.4
TFC|Truist Financial Corporation|NYSE|F|1300|45|2.08
BK|The Bank of New York Mellon Corporation|NYSE|F|705|105|2.12
STT|State Street Corporation|NYSE|F|284|115|3.36
MET|MetLife, Inc.|NYSE|F|665|80|2.27
PRU|Prudential Financial, Inc.|NYSE|F|350|105|5.4
AIG|American International Group, Inc.|NYSE|F|560|78|1.8
AFL|Aflac Incorporated|NYSE|F|535|108|2.32
ALL|The Allstate Corporation|NYSE|F|263|200|4
TRV|The Travelers Companies, Inc.|NYSE|F|225|275|4.4
HIG|The Hartford Insurance Group, Inc.|NYSE|F|285|130|2.08
MCO|Moody's Corporation|NYSE|F|179|490|3.76
MSCI|MSCI Inc.|NYSE|F|77|560|7.2
NDAQ|Nasdaq, Inc.|NASDAQ|F|573|90|1.08
KKR|KKR & Co. Inc.|NYSE|F|890|130|0.74
BX|Blackstone Inc.|NYSE|F|1230|160|4.5
APO|Apollo Global Management, Inc.|NYSE|F|572|135|2.04
ARES|Ares Management Corporation|NYSE|F|218|170|4.48
TROW|T. Rowe Price Group, Inc.|NASDAQ|F|220|105|5.08
AMP|Ameriprise Financial, Inc.|NYSE|F|95|500|6.4
FITB|Fifth Third Bancorp|NASDAQ|F|668|44|1.56
MTB|M&T Bank Corporation|NYSE|F|157|190|5.6
HBAN|Huntington Bancshares Incorporated|NASDAQ|F|1457|16.5|0.62
RF|Regions Financial Corporation|NYSE|F|895|26|1.06
KEY|KeyCorp|NYSE|F|1095|18.5|0.82
CFG|Citizens Financial Group, Inc.|NYSE|F|436|52|1.72
SYF|Synchrony Financial|NYSE|F|375|72|1.1
DFS|Discover Financial Services|NYSE|F|251|190|2.8
FIS|Fidelity National Information Services, Inc.|NYSE|F|525|68|1.6
FI|Fiserv, Inc.|NYSE|F|545|130|0
GPN|Global Payments Inc.|NYSE|F|244|85|1
COIN|Coinbase Global, Inc.|NASDAQ|F|254|330|0
HOOD|Robinhood Markets, Inc.|NASDAQ|F|885|120|0
SOFI|SoFi Technologies, Inc.|NASDAQ|F|1100|27|0
ALLY|Ally Financial Inc.|NYSE|F|307|39|1.2
MKL|Markel Group Inc.|NYSE|F|12.7|1900|0
WRB|W. R. Berkley Corporation|NYSE|F|380|70|0.36
CINF|Cincinnati Financial Corporation|NASDAQ|F|156|155|3.48
L|Loews Corporation|NYSE|F|208|95|0.25
RJF|Raymond James Financial, Inc.|NYSE|F|200|165|2
IVZ|Invesco Ltd.|NYSE|F|447|22|0.83
BEN|Franklin Resources, Inc.|NYSE|F|520|24|1.28
ZION|Zions Bancorporation, N.A.|NASDAQ|F|148|55|1.72
DHR|Danaher Corporation|NYSE|H|715|200|1.28
A|Agilent Technologies, Inc.|NYSE|H|284|130|0.99
IQV|IQVIA Holdings Inc.|NYSE|H|172|190|0
IDXX|IDEXX Laboratories, Inc.|NASDAQ|H|80|640|0
EW|Edwards Lifesciences Corporation|NYSE|H|587|80|0
REGN|Regeneron Pharmaceuticals, Inc.|NASDAQ|H|106|580|3.52
BIIB|Biogen Inc.|NASDAQ|H|146|150|0
MRNA|Moderna, Inc.|NASDAQ|H|387|27|0
HUM|Humana Inc.|NYSE|H|121|260|3.54
CNC|Centene Corporation|NYSE|H|497|35|0
MOH|Molina Healthcare, Inc.|NYSE|H|54|160|0
DXCM|DexCom, Inc.|NASDAQ|H|392|70|0
RMD|ResMed Inc.|NYSE|H|147|270|2.4
BDX|Becton, Dickinson and Company|NYSE|H|287|190|4.16
BAX|Baxter International Inc.|NYSE|H|513|23|0.68
ZBH|Zimmer Biomet Holdings, Inc.|NYSE|H|198|95|0.96
GEHC|GE HealthCare Technologies Inc.|NASDAQ|H|457|75|0.14
COR|Cencora, Inc.|NYSE|H|194|300|2.2
CAH|Cardinal Health, Inc.|NYSE|H|239|190|2.04
LH|Labcorp Holdings Inc.|NYSE|H|83|260|2.88
DGX|Quest Diagnostics Incorporated|NYSE|H|112|180|3.2
ALGN|Align Technology, Inc.|NASDAQ|H|72|135|0
HOLX|Hologic, Inc.|NASDAQ|H|223|68|0
MTD|Mettler-Toledo International Inc.|NYSE|H|20.6|1350|0
WAT|Waters Corporation|NYSE|H|59.5|380|0
ILMN|Illumina, Inc.|NASDAQ|H|153|100|0
NVO|Novo Nordisk A/S|NYSE|H|4440|48|1.7
AZN|AstraZeneca PLC|NASDAQ|H|3100|85|1.6
NVS|Novartis AG|NYSE|H|1930|125|4.3
SNY|Sanofi|NASDAQ|H|2450|48|2.1
GSK|GSK plc|NYSE|H|2030|45|1.6
TEVA|Teva Pharmaceutical Industries Limited|NYSE|H|1150|20|0
VTRS|Viatris Inc.|NASDAQ|H|1160|11|0.48
CHTR|Charter Communications, Inc.|NASDAQ|C|137|260|0
TMUS|T-Mobile US, Inc.|NASDAQ|C|1120|230|3.52
WBD|Warner Bros. Discovery, Inc.|NASDAQ|C|2475|20|0
PARA|Paramount Global|NASDAQ|C|670|15|0.2
EA|Electronic Arts Inc.|NASDAQ|C|250|200|0.76
TTWO|Take-Two Interactive Software, Inc.|NASDAQ|C|184|250|0
RBLX|Roblox Corporation|NYSE|C|690|120|0
SPOT|Spotify Technology S.A.|NYSE|C|205|680|0
SNAP|Snap Inc.|NYSE|C|1690|8|0
PINS|Pinterest, Inc.|NYSE|C|678|33|0
MTCH|Match Group, Inc.|NASDAQ|C|245|35|0.76
OMC|Omnicom Group Inc.|NYSE|C|195|75|2.8
IPG|The Interpublic Group of Companies, Inc.|NYSE|C|366|26|1.32
LYV|Live Nation Entertainment, Inc.|NYSE|C|232|150|0
FOXA|Fox Corporation|NASDAQ|C|450|57|0.54
NWSA|News Corp|NASDAQ|C|565|28|0.2
DASH|DoorDash, Inc.|NASDAQ|C|425|250|0
ZM|Zoom Communications, Inc.|NASDAQ|T|303|80|0
DOCU|Docusign, Inc.|NASDAQ|T|202|75|0
U|Unity Software Inc.|NYSE|T|415|38|0
PATH|UiPath Inc.|NYSE|T|540|13|0
AFRM|Affirm Holdings, Inc.|NASDAQ|T|325|75|0
GDDY|GoDaddy Inc.|NYSE|T|142|150|0
IT|Gartner, Inc.|NYSE|T|77|250|0
CTSH|Cognizant Technology Solutions Corporation|NASDAQ|T|495|70|1.24
EPAM|EPAM Systems, Inc.|NYSE|T|56|160|0
GLW|Corning Incorporated|NYSE|T|856|85|1.12
TEL|TE Connectivity plc|NYSE|T|297|220|2.84
KEYS|Keysight Technologies, Inc.|NYSE|T|172|170|0
TER|Teradyne, Inc.|NASDAQ|T|160|130|0.48
ZBRA|Zebra Technologies Corporation|NASDAQ|T|51|300|0
FSLR|First Solar, Inc.|NASDAQ|T|107|220|0
ENPH|Enphase Energy, Inc.|NASDAQ|T|131|35|0
QRVO|Qorvo, Inc.|NASDAQ|T|93|90|0
SWKS|Skyworks Solutions, Inc.|NASDAQ|T|150|70|2.8
AKAM|Akamai Technologies, Inc.|NASDAQ|T|146|75|0
FFIV|F5, Inc.|NASDAQ|T|57|320|0
JNPR|Juniper Networks, Inc.|NYSE|T|334|40|0.88
CDW|CDW Corporation|NASDAQ|T|131|160|2.5
ANSS|ANSYS, Inc.|NASDAQ|T|88|350|0
PTC|PTC Inc.|NASDAQ|T|120|200|0
TYL|Tyler Technologies, Inc.|NYSE|T|43|550|0
ROP|Roper Technologies, Inc.|NASDAQ|T|107|500|3.3
FICO|Fair Isaac Corporation|NYSE|T|24|1600|0
MPWR|Monolithic Power Systems, Inc.|NASDAQ|T|48|900|6.24
APP|AppLovin Corporation|NASDAQ|T|338|600|0
`;

export const SAUDI_COMPANIES = `
2222.SR|Saudi Arabian Oil Company|Saudi|E|242000|24.5|1.32
1120.SR|Al Rajhi Banking and Investment Corporation|Saudi|F|4000|96|2.5
1180.SR|The Saudi National Bank|Saudi|F|6000|36|1.9
2010.SR|Saudi Basic Industries Corporation|Saudi|M|3000|58|2.5
7010.SR|Saudi Telecom Company|Saudi|C|4987|42|1.6
1211.SR|Saudi Arabian Mining Company|Saudi|M|3800|52|0
2082.SR|ACWA Power Company|Saudi|U|760|240|0.44
1010.SR|Riyad Bank|Saudi|F|3000|28|1.6
1150.SR|Alinma Bank|Saudi|F|2500|26|1
1060.SR|The Saudi British Bank|Saudi|F|2055|34|1.7
1140.SR|Bank Albilad|Saudi|F|1250|28|0.5
1080.SR|Arab National Bank|Saudi|F|1960|21|1.1
1050.SR|Banque Saudi Fransi|Saudi|F|2410|17|0.9
1030.SR|The Saudi Investment Bank|Saudi|F|1250|14|0.75
1020.SR|Bank AlJazira|Saudi|F|1025|13|0
1111.SR|Saudi Tadawul Group Holding Company|Saudi|F|120|180|3.5
2020.SR|SABIC Agri-Nutrients Company|Saudi|M|476|112|5
2280.SR|Almarai Company|Saudi|D|1000|54|1
2290.SR|Yanbu National Petrochemical Company|Saudi|M|562|35|1.5
2310.SR|Sahara International Petrochemical Company|Saudi|M|733|22|1
2350.SR|Saudi Kayan Petrochemical Company|Saudi|M|1500|6.4|0
2380.SR|Rabigh Refining and Petrochemical Company|Saudi|E|1671|7.6|0
2330.SR|Advanced Petrochemical Company|Saudi|M|260|33|0
2060.SR|National Industrialization Company|Saudi|M|669|10|0
2250.SR|Saudi Industrial Investment Group|Saudi|M|754|17|0.5
4200.SR|Aldrees Petroleum and Transport Services Company|Saudi|E|100|130|1
4013.SR|Dr. Sulaiman Al Habib Medical Services Group|Saudi|H|350|280|6
4002.SR|Mouwasat Medical Services Company|Saudi|H|200|80|1
4004.SR|Dallah Healthcare Company|Saudi|H|97.6|140|2
4009.SR|Middle East Healthcare Company|Saudi|H|92|70|0
4190.SR|Jarir Marketing Company|Saudi|Y|1200|13.5|0.8
4280.SR|Kingdom Holding Company|Saudi|F|3706|8.5|0.28
4300.SR|Dar Al Arkan Real Estate Development Company|Saudi|R|1080|16|0
4321.SR|Arabian Centres Company|Saudi|R|475|21|1
4001.SR|Abdullah Al Othaim Markets Company|Saudi|D|900|8|0.3
4003.SR|United Electronics Company|Saudi|Y|78|90|4
4161.SR|BinDawood Holding Company|Saudi|D|1143|6.5|0.1
4164.SR|Al Nahdi Medical Company|Saudi|H|130|125|4
4263.SR|SAL Saudi Logistics Services Company|Saudi|I|80|200|5
5110.SR|Saudi Electricity Company|Saudi|U|4166|16|0.7
2081.SR|Alkhorayef Water and Power Technologies Company|Saudi|U|35|150|1.5
2083.SR|Power and Water Utility Company for Jubail and Yanbu|Saudi|U|250|40|1.3
7020.SR|Etihad Etisalat Company|Saudi|C|770|55|2
7030.SR|Mobile Telecommunication Company Saudi Arabia|Saudi|C|898|11|0.5
7202.SR|Arabian Internet and Communications Services Company|Saudi|T|120|270|9
7203.SR|Elm Company|Saudi|T|80|900|10
8010.SR|The Company for Cooperative Insurance|Saudi|F|150|140|2
8210.SR|Bupa Arabia for Cooperative Insurance Company|Saudi|F|150|170|4
1830.SR|Leejam Sports Company|Saudi|Y|52|170|8
2050.SR|Savola Group Company|Saudi|D|534|25|0
2270.SR|Saudia Dairy and Foodstuff Company|Saudi|D|32|280|8
3030.SR|Saudi Cement Company|Saudi|M|153|45|3
3040.SR|Qassim Cement Company|Saudi|M|90|50|2
3050.SR|Southern Province Cement Company|Saudi|M|140|30|1
3020.SR|Yamama Cement Company|Saudi|M|202|35|1.2
3060.SR|Yanbu Cement Company|Saudi|M|158|22|1
3010.SR|Arabian Cement Company|Saudi|M|100|25|2
2223.SR|Saudi Aramco Base Oil Company|Saudi|E|169|110|7
2382.SR|ADES Holding Company|Saudi|E|1129|16|0.2
4030.SR|National Shipping Company of Saudi Arabia|Saudi|I|787|26|1
4031.SR|Saudi Ground Services Company|Saudi|I|188|50|1
4210.SR|Saudi Research and Media Group|Saudi|C|80|200|0
4250.SR|Jabal Omar Development Company|Saudi|R|1155|20|0
4220.SR|Emaar The Economic City|Saudi|R|1133|14|0
1810.SR|Seera Group Holding|Saudi|Y|300|25|0
4142.SR|Riyadh Cables Group Company|Saudi|I|150|140|3
6004.SR|Saudi Airlines Catering Company|Saudi|I|82|120|4
4100.SR|Makkah Construction and Development Company|Saudi|R|165|95|1.5
1212.SR|Astra Industrial Group|Saudi|H|80|170|3
4005.SR|National Medical Care Company|Saudi|H|45|180|3
4007.SR|Al Hammadi Holding|Saudi|H|160|40|1.2
2370.SR|Middle East Specialized Cables Company|Saudi|I|60|30|0
`;
