-- Rotates through the four scanners and their first pages, as users paging would.
local scanners = { "rocket", "liquidity", "growth", "dividend" }
local n = 0
request = function()
  n = n + 1
  local scanner = scanners[(n % 4) + 1]
  local page = (math.floor(n / 4) % 3) + 1
  return wrk.format("GET", "/api/v1/work/investment/" .. scanner .. "?page=" .. page)
end
